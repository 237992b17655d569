import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  familyCodeBody,
  familyHomeAnswer,
  familySessionAnswer,
  familySignInBody,
  familyStudentParams,
  familySubjectAnswer,
  familySubjectParams,
  messageAnswer,
} from '@attendance/domain';
import { refusals } from '../../lib/responses';
import { PUBLIC, PUBLIC_READ } from '../../lib/route-access';
import { WeekCache } from '../week';
import { FamilyCodesService } from './family-codes.service';
import { childOf, endFamilySession, familyOnly, startFamilySession } from './family-sessions';
import { FamilyService } from './family.service';
import { smsSender } from './sms-sender';

const tags = ['students and parents'];
const security = [{ family: [] }];

/** Code sign-in and the student's own pages (issue 50), under /api/family. */
export async function familyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const codes = new FamilyCodesService(
    app.db,
    app.config,
    smsSender(app.config.family, app.log),
    app.log,
  );
  const service = new FamilyService(app.db, app.config, new WeekCache(app.db, app.config));

  api.post(
    '/code',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'After the CAPTCHA, sends a sign-in code by SMS to the phone on record',
        description:
          "who 'student': login is the register number (the code goes to the student's phone); " +
          "'parent': login is the parent phone. The answer is the same whether or not it is on record.",
        body: familyCodeBody,
        response: {
          200: messageAnswer,
          ...refusals('CAPTCHA_MISMATCH', 'CAPTCHA_MISSING', 'FAMILY_CLOSED', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request) => codes.requestCode(request.body, app.now()),
  );

  api.post(
    '/sign-in',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Signs a student or parent in with the code sent to their phone',
        body: familySignInBody,
        response: {
          200: familySessionAnswer,
          ...refusals('INVALID_CREDENTIALS', 'FAMILY_CLOSED', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      const target = await codes.verify(request.body, app.now(), request.ip);
      await startFamilySession(app, request, reply, target);
      const children = await service.childrenOf(target.studentIds);
      return { session: { kind: target.kind, children } };
    },
  );

  api.get(
    '/session',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The signed-in student or parent and their children, or null (never 401)',
        response: { 200: familySessionAnswer, ...refusals() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const family = request.family;
      return { session: family ? { kind: family.kind, children: family.children } : null };
    },
  );

  api.post(
    '/logout',
    { config: PUBLIC, schema: { tags, response: { 200: messageAnswer, ...refusals() } } },
    async (request, reply) => {
      await endFamilySession(app, request, reply);
      return { message: 'Signed out' };
    },
  );

  api.get(
    '/students/:studentID/home',
    {
      schema: {
        tags,
        security,
        summary:
          "A student's subjects this term: held, attended, % and how many more they can miss",
        params: familyStudentParams,
        response: {
          200: familyHomeAnswer,
          ...refusals('UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED'),
        },
      },
      onRequest: familyOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.home(childOf(request, request.params.studentID), app.now());
    },
  );

  api.get(
    '/students/:studentID/subjects/:subjectID',
    {
      schema: {
        tags,
        security,
        summary: "Every held period of one of the student's subjects, newest first",
        params: familySubjectParams,
        response: {
          200: familySubjectAnswer,
          ...refusals('UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED', 'NOT_FOUND'),
        },
      },
      onRequest: familyOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const child = childOf(request, request.params.studentID);
      return service.subject(child, request.params.subjectID);
    },
  );
}
