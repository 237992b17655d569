import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';

const PARALLEL = 50;

describeEachDatabase('concurrency drill', (kind) => {
  let t: TestApp;
  let room: Classroom;

  const mark = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie: room.teacher.cookie, ...headers },
      payload: body,
    });
  const setStatus = (status: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/staff-subject/update-status',
      headers: { cookie: room.hod.cookie },
      payload: { staffId: room.teacher.staff.staffID, subjectId: room.subjectId, status },
    });
  const stored = async (date: string, period: number) => {
    const row = await t.database.db
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', room.subjectId)
      .where('date', '=', date)
      .where('period', '=', period)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  /** Audit ids follow commit order here: both writers hold the assignment's lock while writing. */
  const auditId = async (action: string, details: string) => {
    const row = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', action)
      .where('details', 'like', `%${details}%`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.id;
  };

  beforeAll(async () => {
    // The rounds replay dates weeks back: far beyond the default backfill days.
    t = await createTestApp(kind, { MARKING_BACKFILL_DAYS: '36500' });
    room = await createClassroom(t.app, t.database.db, { size: 30 });
  });
  afterAll(async () => t.close());

  it(`stores exactly one of ${PARALLEL} parallel submissions of one slot; the rest get 409`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => mark(records(room, { date: '2026-03-02' }))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - 1);
    expect(await stored('2026-03-02', 1)).toBe(30);
    console.info(`[${kind}] ${PARALLEL} parallel duplicates: 1 slot stored, ${PARALLEL - 1} × 409`);
  });

  it(`answers ${PARALLEL} parallel retries with one Idempotency-Key by replaying the one stored`, async () => {
    const body = records(room, { date: '2026-03-03', status: 'A' });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => mark(body, { 'idempotency-key': `drill-${kind}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(201));
    const replays = answers.filter((a) => a.headers['idempotent-replayed'] === 'true');
    expect(replays).toHaveLength(PARALLEL - 1);
    for (const answer of answers) expect(json(answer)).toEqual(json(answers[0]!));
    expect(await stored('2026-03-03', 1)).toBe(30);
    const keys = await t.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', `drill-${kind}`)
      .execute();
    expect(keys).toHaveLength(1);
  });

  it(`stores one of ${PARALLEL} parallel submissions of one slot under distinct keys`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        mark(records(room, { date: '2026-03-04' }), { 'idempotency-key': `k-${kind}-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(PARALLEL - 1);
    expect(await stored('2026-03-04', 1)).toBe(30);
  });

  it('never lets a submission in after the HOD lock was acknowledged', async () => {
    let acceptedBeforeLock = 0;
    let refusedByLock = 0;
    for (let round = 0; round < 16; round += 1) {
      const period = (round % 8) + 1;
      const date = `2026-02-${String(10 + Math.floor(round / 8)).padStart(2, '0')}`;
      // The submission and the lock leave together, in either order, a little apart.
      const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const [marked, locked] = await Promise.all([
        delay(round % 3).then(() => mark(records(room, { date, period }))),
        delay((round + 1) % 2).then(() => setStatus(false)),
      ]);
      expect(locked.statusCode).toBe(200);
      if (marked.statusCode === 201) {
        acceptedBeforeLock += 1;
        const markId = await auditId('attendance.mark', `"date":"${date}","period":${period}`);
        const lockId = await auditId('lock', `"subjectId":${room.subjectId}`);
        expect(markId).toBeLessThan(lockId!);
        expect(await stored(date, period)).toBe(30);
      } else {
        expect(marked.statusCode).toBe(403);
        expect(json(marked).code).toBe('LOCKED');
        expect(await stored(date, period)).toBe(0);
        refusedByLock += 1;
      }
      // Once the lock is acknowledged, every submission is refused and nothing is stored.
      const after = await Promise.all(
        [1, 2, 3].map((k) => mark(records(room, { date: '2026-01-05', period: k }))),
      );
      expect(after.map((a) => a.statusCode)).toEqual([403, 403, 403]);
      expect(await stored('2026-01-05', 1)).toBe(0);
      expect((await setStatus(true)).statusCode).toBe(200);
    }
    expect(acceptedBeforeLock + refusedByLock).toBe(16);
    console.info(
      `[${kind}] lock race: ${acceptedBeforeLock} submissions committed before the lock, ` +
        `${refusedByLock} refused by it, 0 let in after it`,
    );
  });
});
