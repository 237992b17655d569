import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalBody,
  correctionDto,
  correctionsQuery,
  cumulativeCorrectionsQuery,
  decisionBody,
  presetDto,
  presetsQuery,
  requestAnswer,
  requestParams,
  requestsAnswer,
  requestsQuery,
  staffRequestBody,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { TOKEN_READ } from '../../lib/route-access';
import {
  certificateAnswer,
  certificateFile,
  readCertificate,
  sendCertificate,
} from './certificate-upload';
import { CertificatesService } from './certificates.service';
import { CorrectionsService } from './corrections.service';
import { DecisionsService } from './decisions.service';
import { familyRequestRoutes } from './requests-family.routes';
import { RequestsService } from './requests.service';

const tags = ['requests'];
const CREATE_REFUSALS = ['NOT_FOUND', 'OUTSIDE_TERM', 'DAY_OFF', 'OVERLAP'] as const;
const CERTIFICATE_REFUSALS = [
  'NOT_FOUND',
  'NO_FILE',
  'FILE_TOO_LARGE',
  'WRONG_FILE_TYPE',
  'ACTIVE_PDF',
  'CONFLICT',
] as const;
/** Leave and On-Duty requests (issue 52): staff's side under /api/requests, families' under /api/family. */
export async function requestRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requests = new RequestsService(app.db, app.config);
  const decisions = new DecisionsService(app.db, requests);
  const certificates = new CertificatesService(app.db);
  const corrections = new CorrectionsService(app.db);
  const leaders = authorize('HOD', 'Admin');

  api.get(
    '/requests',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The department's leave and On-Duty requests, newest first; state narrows them",
        querystring: requestsQuery,
        response: { 200: requestsAnswer, ...staffRefusals() },
      },
      onRequest: leaders,
    },
    async (request) => requests.listForStaff(signedIn(request), request.query),
  );

  api.post(
    '/requests',
    {
      schema: {
        tags,
        summary:
          'Asks On Duty, Medical Leave or Leave for a student of the department (several register numbers: On Duty only)',
        body: staffRequestBody,
        response: { 201: requestsAnswer, ...staffRefusals(...CREATE_REFUSALS) },
      },
      onRequest: leaders,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requests.createByStaff(signedIn(request), request.body, app.now())),
  );

  api.post(
    '/requests/:requestID/certificate',
    {
      schema: {
        tags,
        summary: 'Attaches a certificate to a pending request (multipart field "file")',
        description: 'PDF, JPEG, PNG or WebP up to 2 MB, judged by its bytes; no active PDF.',
        params: requestParams,
        response: { 201: certificateAnswer, ...staffRefusals(...CERTIFICATE_REFUSALS) },
      },
      preValidation: leaders,
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const row = await requests.ofDepartment(staff, request.params.requestID);
      const bytes = await readCertificate(request);
      const answer = await certificates.attach(
        row,
        bytes,
        { staffId: staff.id, who: 'staff' },
        app.now(),
      );
      return reply.code(201).send(answer);
    },
  );

  api.get(
    '/requests/:requestID/certificate',
    {
      schema: {
        tags,
        summary: "A request's certificate, as a download (the department's HOD and Admin)",
        params: requestParams,
        response: {
          200: certificateFile,
          ...staffRefusals('NOT_FOUND'),
        },
      },
      onRequest: leaders,
    },
    async (request, reply) => {
      const row = await requests.ofDepartment(signedIn(request), request.params.requestID);
      return sendCertificate(reply, await certificates.read(row.id));
    },
  );

  for (const [verb, summary] of [
    ['approve', 'Approves a pending request: attendance follows (pre-sets, corrections)'],
    ['reject', 'Rejects a pending request, with a reason'],
    ['withdraw', 'Withdraws an approved request, with a reason: its corrections stop counting'],
  ] as const) {
    api.post(
      `/requests/:requestID/${verb}`,
      {
        schema: {
          tags,
          summary,
          params: requestParams,
          body: verb === 'approve' ? approvalBody : decisionBody,
          response: { 200: requestAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT', 'OVERLAP') },
        },
        onRequest: authorize('HOD'),
      },
      async (request) => {
        const hod = signedIn(request);
        const id = request.params.requestID;
        const reason = (request.body as { reason?: string }).reason;
        if (verb === 'approve') return decisions.approve(hod, id, reason, app.now());
        if (verb === 'reject') return decisions.reject(hod, id, reason ?? '', app.now());
        return decisions.withdraw(hod, id, reason ?? '', app.now());
      },
    );
  }

  api.get(
    '/requests/presets',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "Approved requests covering a day for a subject's class: the marking pre-sets",
        querystring: presetsQuery,
        response: { 200: z.array(presetDto), ...staffRefusals('NOT_FOUND') },
      },
      onRequest: authorize('Subject_Staff', 'HOD', 'Admin'),
    },
    async (request) =>
      corrections.presets(signedIn(request), request.query.subjectId, request.query.date),
  );

  api.get(
    '/requests/corrections',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "A subject's submitted records corrected by approved requests (View Attendance)",
        querystring: correctionsQuery,
        response: { 200: z.array(correctionDto), ...staffRefusals('NOT_FOUND') },
      },
      onRequest: authorize('Subject_Staff', 'HOD', 'Admin'),
    },
    async (request) => corrections.ofSubject(signedIn(request), request.query),
  );

  api.get(
    '/requests/corrections/day',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "One day's corrected records of the caller's department (the cumulative report)",
        querystring: cumulativeCorrectionsQuery,
        response: { 200: z.array(correctionDto), ...staffRefusals() },
      },
      onRequest: leaders,
    },
    async (request) => corrections.ofDay(signedIn(request), request.query.date),
  );

  await familyRequestRoutes(app, { requests, certificates });
}
