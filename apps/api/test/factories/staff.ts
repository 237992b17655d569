import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Designation, StaffDto } from '@attendance/domain';
import { approveByEmail } from '../../src/modules/staff/staff-operations';
import { CAPTCHA, sessionCookie } from '../helpers';

let counter = 0;

export interface SignedInStaff {
  staff: StaffDto;
  cookie: string;
  idCardNumber: string;
}

export async function captchaToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  return (response.json() as { token: string }).token;
}

export interface Registration {
  email: string;
  idCardNumber: string;
  /** The register call's answer: 201 with a message. */
  response: LightMyRequestResponse;
}

/** Only the register call: the account stays pending until someone approves it. */
export async function register(
  app: FastifyInstance,
  designation: Designation,
  department = 'CSE',
  overrides: Partial<{ staffName: string; email: string; idCardNumber: string }> = {},
): Promise<Registration> {
  counter += 1;
  const idCardNumber = overrides.idCardNumber ?? `ID-${designation}-${counter}-${Date.now()}`;
  const email =
    overrides.email ??
    `${designation.toLowerCase()}${counter}.${department.toLowerCase()}@college.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      staffName: overrides.staffName ?? `${designation} ${department} ${counter}`,
      department,
      designation,
      email,
      phone: '9876543210',
      idCardNumber,
      captchaToken: await captchaToken(app),
      captchaAnswer: CAPTCHA,
    },
  });
  return { email, idCardNumber, response };
}

/**
 * Registers a staff member through the real register call, approves the registration the way
 * `npm run staff -- approve EMAIL` does (same function, on the test's database), and signs in.
 * No approver account is added, so department staff lists hold only the test's own staff.
 */
export async function signUp(
  app: FastifyInstance,
  designation: Designation,
  department = 'CSE',
  overrides: Partial<{ staffName: string; email: string; idCardNumber: string }> = {},
): Promise<SignedInStaff> {
  const { email, idCardNumber, response } = await register(app, designation, department, overrides);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  await approveByEmail(app.db, email, app.now());
  return signIn(app, email, idCardNumber);
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  idCardNumber: string,
): Promise<SignedInStaff> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, idCardNumber, captchaToken: await captchaToken(app), captchaAnswer: CAPTCHA },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return {
    staff: (login.json() as { staff: StaffDto }).staff,
    cookie: sessionCookie(login),
    idCardNumber,
  };
}

/**
 * A Subject_Staff of a department whose Admin requires passkeys of everyone, signed in by email
 * and ID card: a session that must first enrol a passkey.
 */
export async function signUpEnrolling(
  app: FastifyInstance,
  department: string,
): Promise<SignedInStaff> {
  const admin = await signUp(app, 'Admin', department);
  const policy = await app.inject({
    method: 'PUT',
    url: '/api/staff/passkey-policy',
    headers: { cookie: admin.cookie },
    payload: { policy: 'everyone' },
  });
  if (policy.statusCode !== 200) throw new Error(`policy not set: ${policy.body}`);
  return signUp(app, 'Subject_Staff', department);
}
