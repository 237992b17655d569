import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { snapshot } from '../snapshot';
import {
  hostileBody,
  hostileContentType,
  hostilePathId,
  hostileQuery,
  type Payload,
} from './arbitraries';
import { ROUTES } from './routes';
import { queryString, spoiled, templates, type Template } from './templates';

interface FuzzCase {
  role: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  contentType: string;
  key: string | null;
  payload?: Payload;
}

/** Cases per database; FUZZ_RUNS raises it for a longer hunt, FUZZ_SEED replays a failure. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** What must never reach a client: stack frames, file names, SQL, driver and engine names. */
const LEAK =
  /(\bat [\w.<>]+ \(|\.[jt]s:\d+|node_modules|sqlite|postgres|kysely|syntax error|relation "|column "|\bselect\b.+\bfrom\b|insert into|delete from|\bstack\b|TypeError|ReferenceError|RangeError)/i;

function sentStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      sentStrings(v, into);
    }
  return into;
}

describeEachDatabase('hostile input fuzz', (kind) => {
  let t: TestApp;
  let room: Classroom;
  let other: Classroom;
  let cookies: Record<string, string | undefined>;
  let knownIds: number[];
  let scene: Template[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
    other = await createClassroom(t.app, t.database.db, { department: 'ECE' });
    cookies = {
      anonymous: undefined,
      Admin: room.admin.cookie,
      HOD: room.hod.cookie,
      Subject_Staff: room.teacher.cookie,
      forged: 'portal_session=not-a-session-at-all',
    };
    knownIds = [room.subjectId, other.subjectId, room.teacher.staff.staffID];
    knownIds.push(other.teacher.staff.staffID, other.hod.staff.staffID, 1, 2);
    const subject = await t.database.db
      .selectFrom('subjects')
      .select('batch')
      .where('id', '=', room.subjectId)
      .executeTakeFirstOrThrow();
    const student = await t.database.db
      .selectFrom('students')
      .select('id')
      .where('register_number', '=', room.registerNumbers[0]!)
      .executeTakeFirstOrThrow();
    scene = templates({ room, batch: subject.batch, studentId: student.id });
  });
  afterAll(async () => t.close());

  it(
    'never answers 5xx, never leaks internals, and changes nothing when it refuses',
    async () => {
      const known = fc.oneof(
        fc.constantFrom(...knownIds),
        fc.constantFrom(...room.registerNumbers, ...other.registerNumbers),
        fc.constantFrom('CSE', 'ECE', room.subjectCode, '2026-03-10', 'P', 'Subject_Staff'),
      );
      const role = fc.constantFrom(...Object.keys(cookies));
      const headerKey = fc.option(
        fc.string({
          unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
        }),
      );
      // Anything at all, aimed at the route's fields.
      const wild: fc.Arbitrary<FuzzCase> = fc
        .record({
          role,
          route: fc.constantFrom(...ROUTES),
          contentType: hostileContentType,
          key: headerKey,
        })
        .chain((base) =>
          fc
            .record({
              pathId: hostilePathId(knownIds),
              payload: hostileBody(base.route, known),
              query: hostileQuery(base.route, known),
            })
            .map(({ pathId, payload, query }) => ({
              ...base,
              method: base.route.method,
              url: `${base.route.path.replace(':id', pathId)}${query ? `?${query}` : ''}`,
              payload,
            })),
        );
      // A valid request with one or two fields spoiled: gets past validation into the services.
      const near: fc.Arbitrary<FuzzCase> = fc
        .record({ template: fc.constantFrom(...scene), other: role, key: headerKey })
        .chain(({ template, other, key }) =>
          spoiled(template, known).map(({ body, query }) => {
            const q = queryString(query);
            return {
              // Mostly the role the call is for, so refusals come from the rules, not the door.
              role: other === 'forged' ? other : template.role,
              key,
              method: template.route.method,
              contentType: 'application/json',
              url: `${template.route.path.replace(':id', template.pathId ?? '1')}${q ? `?${q}` : ''}`,
              payload: body === undefined ? undefined : ({ kind: 'json', value: body } as Payload),
            };
          }),
        );
      const request = fc.oneof(wild, near);

      let before = await snapshot(t.database.db);
      const tally = { cases: 0, refused: 0, accepted: 0, byStatus: {} as Record<number, number> };
      await fc.assert(
        fc.asyncProperty(request, async ({ role, method, url, contentType, key, payload }) => {
          const hasBody = method !== 'GET' && method !== 'DELETE' && payload !== undefined;
          const text = (p: Payload) => (p.kind === 'raw' ? p.text : JSON.stringify(p.value));
          const answer = await t.app.inject({
            method,
            url,
            headers: {
              ...(cookies[role] ? { cookie: cookies[role] } : {}),
              ...(hasBody ? { 'content-type': contentType } : {}),
              ...(key ? { 'idempotency-key': key } : {}),
            },
            ...(hasBody ? { payload: text(payload) } : {}),
          });
          tally.cases += 1;
          tally.byStatus[answer.statusCode] = (tally.byStatus[answer.statusCode] ?? 0) + 1;
          const where = `${role} ${method} ${url.slice(0, 200)} → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
          expect(answer.statusCode, where).toBeLessThan(500);
          if (answer.statusCode < 400) {
            tally.accepted += 1;
            before = await snapshot(t.database.db);
            return;
          }
          tally.refused += 1;
          const error = answer.json() as { message: string; code: string };
          expect(Object.keys(error).sort(), where).toEqual(['code', 'message']);
          expect(error.code, where).toMatch(/^[A-Z_]+$/);
          // Messages may quote what was sent (a batch name); only what the server adds is judged.
          let own = error.message;
          const sent = [...sentStrings(payload?.kind === 'json' ? payload.value : payload?.text)];
          for (const part of new URLSearchParams(url.split('?')[1] ?? '').values()) sent.push(part);
          for (const part of sent) if (part.length > 2) own = own.split(part).join('');
          expect(own, where).not.toMatch(LEAK);
          expect(await snapshot(t.database.db), where).toEqual(before);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      console.info(
        `[${kind}] fuzz: ${tally.cases} cases, ${tally.refused} refused (database unchanged), ` +
          `${tally.accepted} accepted, by status ${JSON.stringify(tally.byStatus)}`,
      );
      expect(tally.cases).toBeGreaterThanOrEqual(RUNS);
    },
    Math.max(60_000, RUNS * 25),
  );
});
