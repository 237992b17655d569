import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalDecisionAnswer, approvalParams, pendingStaffDto } from '@attendance/domain';
import { authorize, signedIn } from '../../plugins/auth';
import { staffRefusals } from '../../lib/responses';
import { StaffApprovalService } from './staff-approval.service';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['staff'];

/** Approval of registrations by the HOD and the Admins of their department (issue 10). */
export async function staffApprovalRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new StaffApprovalService(app.db);

  api.get(
    '/pending',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary:
          "Registrations of the approver's department waiting for them (a HOD sees Subject_Staff only)",
        response: { 200: z.array(pendingStaffDto), ...staffRefusals() },
      },
      onRequest: authorize('Admin', 'HOD'),
    },
    async (request) => service.pending(signedIn(request)),
  );

  api.post(
    '/:staffId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending registration: it can sign in from now on',
        params: approvalParams,
        response: { 200: approvalDecisionAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      onRequest: authorize('Admin', 'HOD'),
    },
    async (request) => service.approve(signedIn(request), request.params.staffId, app.now()),
  );

  api.post(
    '/:staffId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending registration: it never signs in, and its email is free again',
        params: approvalParams,
        response: { 200: approvalDecisionAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      onRequest: authorize('Admin', 'HOD'),
    },
    async (request) => service.reject(signedIn(request), request.params.staffId, app.now()),
  );
}
