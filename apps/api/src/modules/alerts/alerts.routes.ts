import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alertLog,
  alertLogQuery,
  alertSettingsAnswer,
  alertSettingsBody,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { TOKEN_READ } from '../../lib/route-access';
import { generatedOn, safeFileName, sendWorkbook, XLSX_RESPONSE } from '../../lib/sheet-writer';
import { requestSheetLabels } from '../languages';
import { smsSender } from '../family';
import { deliverySheet } from './alerts-sheet';
import { AlertsService } from './alerts.service';

const onRequest = authorize('Admin');
const tags = ['alerts to parents'];
/** The export holds more than the screen's page, within what one workbook made here can carry. */
const EXPORT_LIMIT = 20_000;

/** The department Admin's alerts: settings and the Delivery log, under /api/alerts. */
export async function alertsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AlertsService(app.db, app.config, smsSender(app.config.family, app.log));

  api.get(
    '/settings',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The department's alert settings, the SMS gateway's mode and today's counts",
        response: { 200: alertSettingsAnswer, ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.overview(signedIn(request), app.now()),
  );

  api.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Switches each kind of alert on or off; sets the daily time, the daily cap and quiet hours',
        body: alertSettingsBody,
        response: { 200: alertSettingsAnswer, ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.save(signedIn(request), request.body, app.now()),
  );

  api.get(
    '/deliveries',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The department's alerts, newest first: student, kind, time, state and reason",
        querystring: alertLogQuery,
        response: { 200: alertLog, ...staffRefusals() },
      },
      onRequest,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.log(signedIn(request), request.query, app.now());
    },
  );

  api.get(
    '/deliveries.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'The Delivery log as .xlsx, with the same filters',
        querystring: alertLogQuery,
        response: XLSX_RESPONSE,
      },
      onRequest,
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const now = app.now();
      const log = await service.log(staff, request.query, now, EXPORT_LIMIT);
      const footer = generatedOn(now, app.config.timezone);
      const name = safeFileName(`${staff.department}_Alert_Deliveries.xlsx`);
      return sendWorkbook(
        reply,
        app.config,
        staff.department,
        name,
        [deliverySheet(log, request.query, footer)],
        requestSheetLabels(request, app.config.campus),
      );
    },
  );
}
