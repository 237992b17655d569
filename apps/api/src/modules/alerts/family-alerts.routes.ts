import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { familyAlertsAnswer, familyAlertsBody } from '@attendance/domain';
import { refusals } from '../../lib/responses';
import { familyOf, familyOnly, smsSender } from '../family';
import { AlertsService } from './alerts.service';

const tags = ['students and parents'];
const security = [{ family: [] }];
const errors = refusals('UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED');

/**
 * A student's or parent's own stop of alerts, under /api/family/alerts: it holds for the phone
 * they signed in with (the number alerts go to), for every child, until they start them again.
 */
export async function familyAlertsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AlertsService(app.db, app.config, smsSender(app.config.family, app.log));

  api.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Whether alerts (absence, shortage) to the signed-in phone are stopped',
        response: { 200: familyAlertsAnswer, ...errors },
      },
      onRequest: familyOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.familyStop(familyOf(request).phone);
    },
  );

  api.put(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Stops alerts to the signed-in phone, or starts them again',
        body: familyAlertsBody,
        response: { 200: familyAlertsAnswer, ...errors },
      },
      onRequest: familyOnly,
    },
    async (request) =>
      service.setFamilyStop(familyOf(request).phone, request.body.stopped, app.now()),
  );
}
