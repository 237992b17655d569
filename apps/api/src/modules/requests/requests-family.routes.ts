import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  familyRequestBody,
  familyRequestParams,
  familyStudentParams,
  REQUEST_MESSAGES,
  requestsAnswer,
} from '@attendance/domain';
import { NotFoundError } from '../../lib/errors';
import { refusals } from '../../lib/responses';
import { childOf, familyOf, familyOnly, type FamilySession } from '../family';
import {
  certificateAnswer,
  certificateFile,
  readCertificate,
  sendCertificate,
} from './certificate-upload';
import type { CertificatesService } from './certificates.service';
import { RequestsRepo } from './requests.repo';
import type { RequestsService } from './requests.service';

const tags = ['students and parents'];
const security = [{ family: [] }];
/**
 * After familyOnly: the path's student must be one of the session's children (403), checked
 * before the body is read, so a stranger's child is refused however the body looks.
 */
function ownChildOnly(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  try {
    const studentID = Number((request.params as { studentID?: string }).studentID);
    if (request.family && Number.isInteger(studentID)) childOf(request, studentID);
    done();
  } catch (error) {
    done(error as Error);
  }
}
const family = [familyOnly, ownChildOnly];

const FAMILY_REFUSALS = ['UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED'] as const;

/**
 * A student's or parent's own requests, under /api/family/students/:studentID/requests: only
 * the session's own children; a certificate only to whoever sent the request.
 */
export async function familyRequestRoutes(
  app: FastifyInstance,
  services: { requests: RequestsService; certificates: CertificatesService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requests, certificates } = services;

  /** The child's request that this session sent, or 404. */
  const ownRequest = async (session: FamilySession, studentID: number, requestID: number) => {
    const row = await new RequestsRepo(app.db).one(requestID);
    if (
      !row ||
      row.student_id !== studentID ||
      row.applicant_kind !== session.kind ||
      row.applicant_phone !== session.phone
    )
      throw new NotFoundError(REQUEST_MESSAGES.notFound);
    return row;
  };

  api.get(
    '/family/students/:studentID/requests',
    {
      schema: {
        tags,
        security,
        summary: "The student's leave and On-Duty requests and their state, newest first",
        params: familyStudentParams,
        response: { 200: requestsAnswer, ...refusals(...FAMILY_REFUSALS) },
      },
      onRequest: family,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requests.listForChild(childOf(request, request.params.studentID));
    },
  );

  api.post(
    '/family/students/:studentID/requests',
    {
      schema: {
        tags,
        security,
        summary: 'Asks On Duty, Medical Leave or Leave for the student; the HOD decides',
        params: familyStudentParams,
        body: familyRequestBody,
        response: {
          201: requestsAnswer,
          ...refusals(...FAMILY_REFUSALS, 'OUTSIDE_TERM', 'DAY_OFF', 'OVERLAP'),
        },
      },
      onRequest: family,
    },
    async (request, reply) => {
      const child = childOf(request, request.params.studentID);
      const answer = await requests.createByFamily(
        familyOf(request),
        child,
        request.body,
        app.now(),
      );
      return reply.code(201).send(answer);
    },
  );

  api.post(
    '/family/students/:studentID/requests/:requestID/certificate',
    {
      schema: {
        tags,
        security,
        summary: 'Attaches a certificate to a pending request this session sent (field "file")',
        description: 'PDF, JPEG, PNG or WebP up to 2 MB, judged by its bytes; no active PDF.',
        params: familyRequestParams,
        response: {
          201: certificateAnswer,
          ...refusals(
            ...FAMILY_REFUSALS,
            'NOT_FOUND',
            'NO_FILE',
            'FILE_TOO_LARGE',
            'WRONG_FILE_TYPE',
            'ACTIVE_PDF',
            'CONFLICT',
          ),
        },
      },
      onRequest: family,
    },
    async (request, reply) => {
      const family = familyOf(request);
      childOf(request, request.params.studentID);
      const row = await ownRequest(family, request.params.studentID, request.params.requestID);
      const bytes = await readCertificate(request);
      const answer = await certificates.attach(
        row,
        bytes,
        { staffId: null, who: family.kind },
        app.now(),
      );
      return reply.code(201).send(answer);
    },
  );

  api.get(
    '/family/students/:studentID/requests/:requestID/certificate',
    {
      schema: {
        tags,
        security,
        summary: 'The certificate of a request this session sent, as a download',
        params: familyRequestParams,
        response: {
          200: certificateFile,
          ...refusals(...FAMILY_REFUSALS, 'NOT_FOUND'),
        },
      },
      onRequest: family,
    },
    async (request, reply) => {
      const family = familyOf(request);
      childOf(request, request.params.studentID);
      const row = await ownRequest(family, request.params.studentID, request.params.requestID);
      return sendCertificate(reply, await certificates.read(row.id));
    },
  );
}
