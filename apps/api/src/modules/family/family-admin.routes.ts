import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  familyAdminAnswer,
  familyEndSessionsBody,
  familySwitchBody,
  messageAnswer,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { TOKEN_READ } from '../../lib/route-access';
import { FamilyAdminService } from './family-admin.service';
import { smsSender } from './sms-sender';

/** Staff calls of the department's Admin (the document names their schemes: plugins/docs.ts). */
const onRequest = authorize('Admin');
const tags = ['students and parents'];

/** The department Admin's switch of the student and parent side, under /api/family/admin. */
export async function familyAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new FamilyAdminService(app.db, app.config, smsSender(app.config.family, app.log));

  api.get(
    '',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary:
          "The department's switch, who has signed in, and phone numbers that cannot be read",
        response: { 200: familyAdminAnswer, ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.overview(signedIn(request), app.now()),
  );

  api.put(
    '',
    {
      schema: {
        tags,
        summary: 'Opens or closes the student and parent side; closing ends their open sessions',
        body: familySwitchBody,
        response: { 200: familyAdminAnswer, ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.setEnabled(signedIn(request), request.body.enabled, app.now()),
  );

  api.post(
    '/end-sessions',
    {
      schema: {
        tags,
        summary: "Ends a phone's student or parent sessions that see the department's students",
        body: familyEndSessionsBody,
        response: { 200: messageAnswer, ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.endSessions(signedIn(request), request.body.phone, app.now()),
  );
}
