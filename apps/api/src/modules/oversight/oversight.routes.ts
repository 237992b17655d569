import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  oversightAbsences,
  oversightAbsencesQuery,
  oversightShortage,
  oversightShortageQuery,
  oversightToday,
  oversightTodayQuery,
} from '@attendance/domain';
import { HEAVY_REPORT_REFUSALS, staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import { campusClockOf, OVERSIGHT_ROLES, OversightService } from './oversight.service';
import { TOKEN_READ } from '../../lib/route-access';
import { answerTranslator } from '../languages';

/** Today's marking, the shortage list and consecutive absences of the caller's department. */
export async function oversightRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new OversightService(app.db, campusClockOf(app.config), app.config);
  const tags = ['oversight'];

  api.get(
    '/today',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary:
          "Today's started periods per staff-subject: marked (absentees) or not; a Subject_Staff gets their own",
        querystring: oversightTodayQuery,
        response: { 200: oversightToday, ...staffRefusals() },
      },
      onRequest: authorize(...OVERSIGHT_ROLES.today),
    },
    async (request) => {
      const today = await service.today(signedIn(request), request.query, app.now());
      // A day off's reason is the week's words: in the person's language, as its other texts.
      if (!today.week?.dayOff) return today;
      const dayOff = answerTranslator(request, app.config.campus)(today.week.dayOff);
      return { ...today, week: { ...today.week, dayOff } };
    },
  );

  api.get(
    '/shortage',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Active students of the department below the threshold in any subject',
        querystring: oversightShortageQuery,
        response: { 200: oversightShortage, ...staffRefusals(...HEAVY_REPORT_REFUSALS) },
      },
      onRequest: authorize(...OVERSIGHT_ROLES.shortage),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'shortage', query: request.query }),
  );

  api.get(
    '/absences',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Active students of the department absent on N or more consecutive marked days',
        querystring: oversightAbsencesQuery,
        response: { 200: oversightAbsences, ...staffRefusals(...HEAVY_REPORT_REFUSALS) },
      },
      onRequest: authorize(...OVERSIGHT_ROLES.absences),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'absences', query: request.query }),
  );
}
