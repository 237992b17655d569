import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarAnswer,
  calendarDayBody,
  calendarDayDto,
  calendarQuery,
  daysOffAnswer,
  daysOffQuery,
  messageAnswer,
  termBody,
  termDto,
  weekIdParams,
} from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import { CalendarService } from './calendar.service';
import { WeekClassResolver } from './week-class';
import { TOKEN_READ } from '../../lib/route-access';
import { answerTranslator } from '../languages';

const errors = staffRefusals('NOT_FOUND');

/** The academic calendar: read by every staff member, the department's entries by its Admin. */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new CalendarService(app.db, app.config);
  const classes = new WeekClassResolver(app.db);
  const tags = ['week'];

  api.get(
    '/calendar',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "Weekly days off, terms and dated days of the campus and the caller's department",
        querystring: calendarQuery,
        response: { 200: calendarAnswer, ...errors },
      },
      onRequest: authorize('Admin', 'HOD', 'Subject_Staff'),
    },
    async (request) => {
      const { weeklyDaysOff, terms, days } = await service.calendar(signedIn(request).department);
      const { from = '0000-01-01', to = '9999-12-31' } = request.query;
      return { weeklyDaysOff, terms, days: days.filter((d) => d.date >= from && d.date <= to) };
    },
  );

  api.put(
    '/terms',
    {
      schema: {
        tags,
        summary: "Sets the term (first and last teaching day) of a class of the Admin's department",
        body: termBody,
        response: { 200: termDto, ...errors },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => service.setTerm(signedIn(request), request.body, app.now()),
  );

  api.delete(
    '/terms/:id',
    {
      schema: {
        tags,
        summary: "Removes a term of the Admin's department",
        params: weekIdParams,
        response: { 200: messageAnswer, ...errors },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => service.deleteTerm(signedIn(request), request.params.id, app.now()),
  );

  api.post(
    '/days',
    {
      schema: {
        tags,
        summary: "Adds a holiday or a working day (on a weekly day off) of the Admin's department",
        body: calendarDayBody,
        response: { 201: calendarDayDto, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      onRequest: authorize('Admin'),
    },
    async (request, reply) =>
      reply.code(201).send(await service.addDay(signedIn(request), request.body, app.now())),
  );

  api.delete(
    '/days/:id',
    {
      schema: {
        tags,
        summary: "Removes a holiday or working day of the Admin's department",
        params: weekIdParams,
        response: { 200: messageAnswer, ...errors },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => service.deleteDay(signedIn(request), request.params.id, app.now()),
  );

  api.get(
    '/days-off',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Each date of a range a class (or a subject’s class) cannot be marked, with why',
        querystring: daysOffQuery,
        response: { 200: daysOffAnswer, ...errors },
      },
      onRequest: authorize('Admin', 'HOD', 'Subject_Staff'),
    },
    async (request) => {
      const cls = await classes.resolve(signedIn(request), request.query);
      const answer = await service.daysOff(cls, request.query.from, request.query.to);
      const say = answerTranslator(request, app.config.campus);
      return { ...answer, days: answer.days.map((d) => ({ ...d, reason: say(d.reason) })) };
    },
  );
}
