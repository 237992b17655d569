import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, MESSAGES, registerBody, staffDto, type StaffDto } from '@attendance/domain';
import type { AuthStaff } from '../../lib/auth-staff';
import { authorize, endSession, signedIn, startSession } from '../../plugins/auth';
import { AuthService } from './auth.service';

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
    { schema: { tags: ['auth'], summary: 'A new CAPTCHA: { token, svg }' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.newCaptcha(app.now());
    },
  );

  api.post(
    '/register',
    { schema: { tags: ['auth'], body: registerBody } },
    async (request, reply) => {
      const answer = await service.register(request.body, app.now());
      return reply.code(201).send(answer);
    },
  );

  api.post('/login', { schema: { tags: ['auth'], body: loginBody } }, async (request, reply) => {
    const { staff, scope } = await service.login(request.body, app.now(), request.ip);
    await startSession(app, request, reply, staff.staffID, scope);
    return { staff, message: MESSAGES.loginSuccessful, enrolPasskey: scope === 'enrol' };
  });

  api.post('/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { message: MESSAGES.loggedOut };
  });

  api.get('/me', { schema: { tags: ['auth'] } }, async (request) => ({
    staff: toStaffDto(signedIn(request)),
  }));

  // The web app asks this on every page load: being signed out is a normal answer here (200
  // with staff null), not a 401 that every browser logs in red in the console.
  api.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff, or null when signed out (never 401)',
        response: {
          200: z.object({ staff: staffDto.nullable(), enrolPasskey: z.boolean().optional() }),
        },
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
      schema: { tags: ['auth'], summary: "Staff of the HOD's department" },
      onRequest: authorize('HOD'),
    },
    async (request) => service.departmentStaff(signedIn(request).department),
  );
}
