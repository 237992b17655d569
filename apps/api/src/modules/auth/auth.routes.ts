import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaAnswer,
  loginAnswer,
  loginBody,
  meAnswer,
  MESSAGES,
  messageAnswer,
  registerBody,
  sessionAnswer,
  staffDto,
  type StaffDto,
} from '@attendance/domain';
import { refusals, staffRefusals } from '../../lib/responses';
import type { AuthStaff } from '../../lib/auth-staff';
import { authorize, signedIn } from '../../lib/access';
import { endSession, startSession } from '../sessions';
import { AuthService } from './auth.service';
import { ENROLLING_READ, PUBLIC, PUBLIC_READ, TOKEN_READ } from '../../lib/route-access';

function toStaffDto(staff: AuthStaff): StaffDto {
  return {
    staffID: staff.id,
    staffName: staff.staffName,
    staffCode: staff.staffCode,
    department: staff.department,
    designation: staff.designation,
    email: staff.email,
    phone: staff.phone,
  };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(app.db, app.config);

  api.get(
    '/captcha',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['auth'],
        summary: 'A new CAPTCHA: { token, svg }',
        response: { 200: captchaAnswer, ...refusals() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.newCaptcha(app.now());
    },
  );

  api.post(
    '/register',
    {
      config: PUBLIC,
      schema: {
        tags: ['auth'],
        body: registerBody,
        response: {
          201: messageAnswer,
          ...refusals('CAPTCHA_MISMATCH', 'CAPTCHA_MISSING', 'CONFLICT', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.register(request.body, app.now());
      return reply.code(201).send(answer);
    },
  );

  const loginRefusals = refusals(
    'CAPTCHA_MISMATCH',
    'CAPTCHA_MISSING',
    'INVALID_CREDENTIALS',
    'ACCOUNT_DISABLED',
    'APPROVAL_PENDING',
    'TOO_MANY_REQUESTS',
    'PASSKEY_REQUIRED',
    'PASSKEY_ENROL_EXPIRED',
  );
  const loginSchema = {
    tags: ['auth'],
    body: loginBody,
    response: { 200: loginAnswer, ...loginRefusals },
  };
  api.post('/login', { schema: loginSchema, config: PUBLIC }, async (request, reply) => {
    const { staff, scope } = await service.login(request.body, app.now(), request.ip);
    await startSession(app, request, reply, staff.staffID, scope);
    return { staff, message: MESSAGES.loginSuccessful, enrolPasskey: scope === 'enrol' };
  });

  const logoutSchema = { tags: ['auth'], response: { 200: messageAnswer, ...refusals() } };
  api.post('/logout', { schema: logoutSchema, config: PUBLIC }, async (request, reply) => {
    await endSession(app, request, reply);
    return { message: MESSAGES.loggedOut };
  });

  // FORBIDDEN: a student's or parent's session is not staff (issue 50).
  const meSchema = {
    tags: ['auth'],
    response: { 200: meAnswer, ...refusals('UNAUTHORIZED', 'FORBIDDEN') },
  };
  api.get('/me', { schema: meSchema, config: ENROLLING_READ }, async (request) => ({
    staff: toStaffDto(signedIn(request)),
  }));

  // The web app asks this on every page load: being signed out is a normal answer here (200
  // with staff null), not a 401 that every browser logs in red in the console.
  api.get(
    '/session',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff, or null when signed out (never 401)',
        response: { 200: sessionAnswer, ...refusals() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.staff) return { staff: null };
      return { staff: toStaffDto(request.staff), enrolPasskey: request.sessionScope === 'enrol' };
    },
  );

  api.get(
    '/allstaff',
    {
      config: TOKEN_READ,
      schema: {
        tags: ['auth'],
        summary: "Staff of the HOD's department",
        response: { 200: z.array(staffDto), ...staffRefusals() },
      },
      onRequest: authorize('HOD'),
    },
    async (request) => service.departmentStaff(signedIn(request).department),
  );
}
