import type { FastifyInstance } from 'fastify';
import type { Designation, StaffDto } from '@attendance/domain';
import { approveByEmail } from '../../src/modules/staff/staffOperations';
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
  counter += 1;
  const idCardNumber = overrides.idCardNumber ?? `ID-${designation}-${counter}-${Date.now()}`;
  const email =
    overrides.email ??
    `${designation.toLowerCase()}${counter}.${department.toLowerCase()}@college.test`;
  const register = await app.inject({
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
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
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
