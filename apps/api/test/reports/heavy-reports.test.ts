import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import JSZip from 'jszip';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cumulativeAnswer, type StaffDto } from '@attendance/domain';
import type { AuthStaff } from '../../src/lib/auth-staff';
import { runHeavyTask, type HeavyTask } from '../../src/modules/reports/heavy-tasks';
import { buildApp } from '../../src/app';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { seedCampus, TODAY, type Seeded } from '../factories/oversight-campus';
import { seedBigDepartment, type BigDepartment } from '../factories/big-department';
import { createClassroom, records, type Classroom } from '../factories/classroom';
import type { SignedInStaff } from '../factories/staff';

/** The signed-in staff as the server holds it: the login answer's staff under `id`. */
const authStaff = ({ staffID, ...rest }: StaffDto): AuthStaff => ({ id: staffID, ...rest });

/** The parts of a workbook, without docProps/core.xml (the moment it was written). */
async function zipEntries(bytes: Uint8Array): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const entries: Record<string, string> = {};
  for (const name of Object.keys(zip.files).sort()) {
    if (name === 'docProps/core.xml' || zip.files[name]!.dir) continue;
    entries[name] = await zip.files[name]!.async('string');
  }
  return entries;
}

async function text(chunks: AsyncIterable<Uint8Array>, encoding: BufferEncoding = 'utf8') {
  const all: Uint8Array[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all).toString(encoding);
}

// Worker threads load the TypeScript sources through tsx here (seconds on a busy machine;
// the built server starts them in milliseconds), hence the long time-outs.
describeEachDatabase('Heavy reports on report workers', (kind) => {
  let s: Seeded;

  beforeAll(async () => {
    s = await seedCampus(await createTestApp(kind, { REPORT_WORKERS: '2' }));
  }, 120_000);
  afterAll(async () => {
    await s.t.close();
  });

  it('answers every moved report byte for byte as the main thread makes it', async () => {
    const { app } = s.t;
    const cases: [SignedInStaff, string, HeavyTask['name'], Record<string, unknown>][] = [
      [s.hod, '/api/oversight/shortage', 'shortage', { threshold: 75 }],
      [
        s.hod,
        '/api/oversight/shortage?startDate=2026-02-05&endDate=2026-02-18&threshold=80',
        'shortage',
        { startDate: '2026-02-05', endDate: '2026-02-18', threshold: 80 },
      ],
      [s.admin, '/api/oversight/absences?days=2', 'absences', { days: 2 }],
      [s.anand, `/api/attendance/view?subjectID=${s.ids.S1}`, 'view', { subjectID: s.ids.S1 }],
      [s.hod, `/api/attendance/cumulative?date=${TODAY}`, 'cumulative', { date: TODAY }],
      [s.hod, '/api/attendance/cumulative?date=2026-02-03', 'cumulative', { date: '2026-02-03' }],
      [
        s.admin,
        '/api/reports/students.xlsx?batch=CSE2024-2028',
        'students.xlsx',
        { batch: 'CSE2024-2028' },
      ],
      [s.admin, '/api/reports/allocations.xlsx', 'allocations.xlsx', {}],
      [
        s.bala,
        `/api/reports/attendance.xlsx?subjectID=${s.ids.S2}&startDate=2026-02-01&lowOnly=true`,
        'attendance.xlsx',
        { subjectID: s.ids.S2, startDate: '2026-02-01', lowOnly: true },
      ],
      [
        s.hod,
        '/api/reports/cumulative.xlsx?date=2026-02-03',
        'cumulative.xlsx',
        { date: '2026-02-03' },
      ],
      [s.hod, '/api/reports/today.xlsx', 'today.xlsx', {}],
      [s.hod, '/api/reports/shortage.xlsx', 'shortage.xlsx', { threshold: 75 }],
      [s.hod, '/api/reports/absences.xlsx?days=2', 'absences.xlsx', { days: 2 }],
      // Refusals travel back from the worker with their status and words.
      [s.eceHod, '/api/reports/absences.xlsx?days=30', 'absences.xlsx', { days: 30 }],
    ];
    for (const [who, url, name, query] of cases) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      const task = { name, query, staff: authStaff(who.staff), now: s.t.clock.now() } as HeavyTask;
      const local = await runHeavyTask(s.t.database.db, s.t.config, task).catch(
        (error: { statusCode: number; message: string; code: string }) => error,
      );
      if ('statusCode' in local) {
        expect(response.statusCode, url).toBe(local.statusCode);
        expect(response.json(), url).toEqual({ message: local.message, code: local.code });
      } else if ('json' in local || local.fileName === undefined) {
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
        const made = 'json' in local ? local.json : await text(local.chunks);
        expect(response.body, url).toBe(
          typeof made === 'string' ? made : Buffer.from(made).toString('utf8'),
        );
      } else {
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-disposition'], url).toContain(
          encodeURIComponent(local.fileName),
        );
        const xlsx = Buffer.from(await text(local.chunks, 'latin1'), 'latin1');
        expect(await zipEntries(response.rawPayload), url).toEqual(await zipEntries(xlsx));
      }
    }
    // The cumulative answer is what Fastify's serializer made of the route's schema before.
    const day = await app.inject({
      method: 'GET',
      url: `/api/attendance/cumulative?date=${TODAY}`,
      headers: { cookie: s.hod.cookie },
    });
    expect(day.body).toBe(JSON.stringify(cumulativeAnswer.parse(day.json())));
    expect(app.heavyReports.stats().workers).toBeGreaterThan(0);
  }, 120_000);
});

describeEachDatabase('Heavy reports beside marking', (kind) => {
  let t: TestApp;
  let big: BigDepartment;
  let room: Classroom;
  const get = (url: string, who: SignedInStaff) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind, { REPORT_WORKERS: '2' });
    big = await seedBigDepartment(t, kind);
    room = await createClassroom(t.app, t.database.db, { size: 3 });
    // A worker started and ready, as on a server that has made a report before.
    expect((await get('/api/oversight/shortage', big.hod)).statusCode).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers a submission while a long report is being made, before the report', async () => {
    const order: string[] = [];
    const started = Date.now();
    const report = get(big.heavyShortageUrl, big.hod).then((answer) => {
      order.push('report');
      return { answer, ms: Date.now() - started };
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const mark = t.app
      .inject({
        method: 'POST',
        url: '/api/attendance/mark',
        headers: { cookie: room.teacher.cookie },
        payload: records(room),
      })
      .then((answer) => {
        order.push('mark');
        return answer;
      });
    const [made, marked] = await Promise.all([report, mark]);
    expect(marked.statusCode).toBe(201);
    expect(made.answer.statusCode).toBe(200);
    expect(json(made.answer).students.length).toBeGreaterThan(0);
    expect(order, `the report took ${made.ms} ms`).toEqual(['mark', 'report']);
  }, 60_000);

  it('answers a small View on the main thread and a large one on a worker on SQLite; every View, cumulative day, shortage list and consecutive absences on the main thread on PostgreSQL', async () => {
    // Workers that cannot finish anything (a time limit no task meets): what answers 200 was
    // made on the main thread.
    const config = { ...t.config, reports: { ...t.config.reports, timeoutSeconds: 0.001 } };
    const strict = await buildApp(config, t.database);
    const viewOf = (startDate: string, endDate: string) => ({
      query: { subjectID: big.subjectId, startDate, endDate },
      url: `/api/attendance/view?subjectID=${big.subjectId}&startDate=${startDate}&endDate=${endDate}`,
    });
    const ask = (url: string, who = big.teacher) =>
      strict.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    // 250 students × 8 periods: 2,000 records a day, the most SQLite's main thread makes.
    const day = viewOf('2025-06-01', '2025-06-01');
    const twoDays = viewOf('2025-06-01', '2025-06-02');
    const onMain = kind === 'postgres' ? 200 : 503;
    try {
      const small = await ask(day.url);
      expect(small.statusCode).toBe(200);
      expect(json(small)).toHaveLength(2000);
      const larger = await ask(twoDays.url);
      expect(larger.statusCode).toBe(onMain);
      if (kind === 'postgres') expect(json(larger)).toHaveLength(4000);
      const cumulative = await ask('/api/attendance/cumulative?date=2025-06-01', big.hod);
      expect(cumulative.statusCode).toBe(onMain);
      // PostgreSQL adds the lists up; the thread only shapes the rows (heavy-tasks.ts).
      const shortage = await ask(big.heavyShortageUrl, big.hod);
      expect(shortage.statusCode).toBe(onMain);
      expect((await ask('/api/oversight/absences?days=2', big.hod)).statusCode).toBe(onMain);
      // Its export is still a worker's on both engines.
      const sheet = big.heavyShortageUrl.replace('/oversight/shortage', '/reports/shortage.xlsx');
      expect((await ask(sheet, big.hod)).statusCode).toBe(503);
    } finally {
      await strict.close();
    }
    // With working workers, the large View is answered byte for byte as runHeavyTask makes it.
    const large = await get(twoDays.url, big.teacher);
    expect(json(large)).toHaveLength(4000);
    const staff = authStaff(big.teacher.staff);
    const task = { name: 'view', query: twoDays.query, staff, now: t.clock.now() } as const;
    const local = await runHeavyTask(t.database.db, t.config, task);
    expect('chunks' in local && (await text(local.chunks))).toBe(large.body);
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'makes reports at a lower CPU priority than the thread that answers marking',
    async () => {
      // An export is a worker's task on both engines (PostgreSQL makes the lists themselves on
      // the main thread), so a worker is running, idle for a minute, when the threads are read.
      const sheet = big.heavyShortageUrl.replace('/oversight/shortage', '/reports/shortage.xlsx');
      expect((await get(sheet, big.hod)).statusCode).toBe(200);
      // On Linux a thread's nice value is its own: the report workers' threads, not the server's.
      const niceOf = (task: string) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const threads = readdirSync('/proc/self/task').map(niceOf);
      expect(threads.filter((nice) => nice === 10).length).toBeGreaterThanOrEqual(1);
      expect(getPriority()).toBe(0);
    },
    60_000,
  );

  it("answers a person's second export 429 with Retry-After while the first is made", async () => {
    const first = get(
      big.heavyShortageUrl.replace('/oversight/shortage', '/reports/shortage.xlsx'),
      big.hod,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await get('/api/reports/absences.xlsx', big.hod);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    expect(json(second)).toEqual({
      message: 'Your previous report is still being prepared. Please wait for it to finish.',
      code: 'REPORT_IN_PROGRESS',
    });
    // A screen's read (asked again at every filter change) is not refused, nor are others.
    expect((await get('/api/oversight/absences', big.hod)).statusCode).toBe(200);
    expect((await get('/api/reports/today.xlsx', room.hod)).statusCode).not.toBe(429);
    expect((await first).statusCode).toBe(200);
    expect((await get('/api/reports/absences.xlsx', big.hod)).statusCode).not.toBe(429);
  }, 60_000);

  it('answers a report past the time limit 503, replaces its worker and keeps serving', async () => {
    // A limit no real report can meet, so the test does not depend on this machine's speed.
    const config = { ...t.config, reports: { ...t.config.reports, timeoutSeconds: 0.001 } };
    const strict = await buildApp(config, t.database);
    try {
      const ask = (url: string, who = big.hod) =>
        strict.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      // The export: a worker's task on both engines (the list itself is PostgreSQL's main thread's).
      const sheet = big.heavyShortageUrl.replace('/oversight/shortage', '/reports/shortage.xlsx');
      const first = await ask(sheet);
      expect(first.statusCode).toBe(503);
      // The first timed-out task ended its worker: a second task is taken by a new one.
      const slow = await ask(sheet);
      expect(slow.statusCode).toBe(503);
      expect(json(slow)).toEqual({
        message: expect.stringMatching(
          /^The report took longer than [\d.]+ s and was stopped\. Please narrow it and try again\.$/,
        ),
        code: 'WORKER_TIMEOUT',
      });
      // The server keeps serving.
      expect((await strict.inject({ method: 'GET', url: '/api/campus' })).statusCode).toBe(200);
      expect((await ask('/api/oversight/today', room.hod)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  }, 120_000);
});
