import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import pg from 'pg';
import type { AttendanceRecordBody, MarkAnswer } from '@attendance/domain';
import type { DB } from '../apps/api/src/db/types';
import { IdempotencyKey } from '../apps/api/src/modules/attendance/idempotency';
import { writeSubmissionSigningIn } from '../apps/api/src/modules/attendance/submission-statement';
import { statementWrites } from '../apps/api/src/modules/attendance/submission-writes';
import { WEEK_STAMP_SQL } from '../apps/api/src/modules/week';
import { shapeOf } from './campus';
import { targetOf } from './databases';
import { ATTENDANCE_COLUMNS } from './rows';

/**
 * A PostgreSQL submission's one statement inside the database (issue 56, ninth session): what
 * its backend spends beside the in-process insert the one-teacher row is judged against, and
 * whether the connection plans it at every call or keeps one plan. The server's own text and
 * parameters (captured from `writeSubmissionSigningIn` on a 60-student class of the generated
 * campus, as a signed-in teacher's remembered week sends it), run here over one connection:
 *
 * - plans: the statement prepared, executed under EXPLAIN ANALYZE again and again (each undone),
 *   with PostgreSQL's counts of custom and generic plans and each run's planning and execution
 *   time, then with plan_cache_mode forced either way;
 * - cost: in turns, the named statement as the server sends it (each a fresh slot, committed),
 *   and the insert of bench/submit.ts (begin, one 60-row INSERT, commit): the wall time and the
 *   backend's CPU (/proc/<pid>/stat) per submission. The rows stay: run it on a copy
 *   (`createdb -T bench NAME`), and reset it after (bench/postgres-reset.ts runs at every bench).
 *
 *   node --import tsx bench/pg-statement.ts [--pg URL] [--scale 1] [--runs 300] [--rounds 3]
 *     [--plan-file FILE]
 */
const { values: flags } = parseArgs({
  options: {
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    'plan-file': { type: 'string' },
  },
});
const target = targetOf('postgres', shapeOf(Number(flags.scale)), flags.pg);
if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
const url = target.url;

interface Class {
  subject_id: number;
  staff_id: number;
  staff_code: string;
  subject_code: string;
  department: string;
  batch: string;
  year: number;
  semester: number;
}

/** An assigned 60-student class of an approved teacher, its students and the week's stamp. */
async function aClass(client: pg.Client) {
  const { rows } = await client.query<Class>(
    `select a.subject_id, st.id as staff_id, st.staff_code, s.subject_code,
       s.owner_department as department, s.batch, s.year, s.semester
     from assignments a join subjects s on s.id = a.subject_id join staff st on st.id = a.staff_id
     where a.status = 1 and st.status = 'approved' and st.designation = 'Subject_Staff'
       and (select count(*) from allocations al join students x on x.id = al.student_id
            where al.subject_id = a.subject_id and x.active = 1) = 60
     order by a.subject_id limit 1`,
  );
  const cls = rows[0];
  if (!cls) throw new Error('no assigned class of 60 in this campus');
  const students = await client.query<{ id: number; register_number: string }>(
    `select st.id, st.register_number from allocations al join students st on st.id = al.student_id
     where al.subject_id = $1 and st.active = 1 order by st.register_number`,
    [cls.subject_id],
  );
  const stamp = (await client.query<{ stamp: string }>(`select ${WEEK_STAMP_SQL} as stamp`)).rows[0]
    ?.stamp as string;
  const first = (await client.query<{ first: string }>('select min(date) as first from attendance'))
    .rows[0]?.first as string;
  return { cls, students: students.rows, stamp, first };
}

const { cls, students, stamp, first } = await (async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await aClass(client);
  } finally {
    await client.end();
  }
})();

/** Fresh slots back from the campus's first day, eight periods a day. */
let slotsUsed = 0;
function nextSlot(): { date: string; period: number } {
  const day = Math.floor(slotsUsed / 8) + 1;
  const period = (slotsUsed % 8) + 1;
  slotsUsed += 1;
  const date = new Date(Date.parse(`${first}T00:00:00Z`) - day * 86_400_000);
  return { date: date.toISOString().slice(0, 10), period };
}

const SESSION_ID = `bench-pg-statement-${process.pid}`;
const now = new Date();
const session = {
  id: SESSION_ID,
  liveAfter: new Date(now.getTime() - 30 * 60_000).toISOString(),
  touchBefore: new Date(now.getTime() - 60_000).toISOString(),
};

/**
 * The server's text and parameters for a slot, as `writeSubmissionSigningIn` sends them: run
 * on Kysely's dummy driver, which answers no rows, so nothing reaches the database.
 */
async function serversQuery(slot: { date: string; period: number }) {
  const records = students.map((s, i): AttendanceRecordBody => ({
    subjectID: cls.subject_id,
    date: slot.date,
    period: slot.period,
    registerNumber: s.register_number,
    status: i % 9 === 4 ? 'A' : 'P',
  }));
  const key = new IdempotencyKey<MarkAnswer>(0, undefined, records);
  const week = {
    stamp,
    cls: { department: cls.department, batch: cls.batch, year: cls.year, semester: cls.semester },
  };
  const writes = statementWrites(records, now, key, { slot: { kind: 'unscheduled' }, week });
  captured.query = undefined;
  await writeSubmissionSigningIn(dummy, writes, session);
  const query = captured.query as CompiledQuery | undefined;
  if (!query) throw new Error('the submission statement was not captured');
  return { text: query.sql, values: [...query.parameters] };
}

const literal = (client: pg.Client, value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `array[${value.map((v) => literal(client, v)).join(', ')}]`;
  return client.escapeLiteral(String(value));
};

const backendCpu = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // ms (100 ticks a second)
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const captured: { query?: CompiledQuery } = {};
const dummy = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  log: (event) => {
    if (event.level === 'query') captured.query = event.query;
  },
});
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query(
    `insert into sessions (id, staff_id, created_at, last_seen_at, expires_at, scope)
     values ($1, $2, $3, $3, $4, 'full')`,
    [
      SESSION_ID,
      cls.staff_id,
      now.toISOString(),
      new Date(now.getTime() + 86_400_000).toISOString(),
    ],
  );
  const { text } = await serversQuery(nextSlot());

  // Plans: the prepared statement run under EXPLAIN ANALYZE, each run undone.
  await client.query('begin');
  await client.query(`prepare submission as ${text}`);
  const counts = async () =>
    (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'submission'`,
      )
    ).rows[0];
  const explained = async (mode: string, times: number) => {
    await client.query(`set local plan_cache_mode = ${mode}`);
    const lines: string[] = [];
    for (let i = 0; i < times; i += 1) {
      const { values } = await serversQuery(nextSlot());
      const args = values.map((v) => literal(client, v)).join(', ');
      await client.query('savepoint one');
      const before = await counts();
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, wal) execute submission(${args})`,
      );
      const after = await counts();
      await client.query('rollback to savepoint one');
      const textPlan = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      if (i === times - 1 && flags['plan-file']) {
        const { appendFileSync } = await import('node:fs');
        appendFileSync(flags['plan-file'], `-- ${mode}, run ${i + 1}\n${textPlan}\n\n`);
      }
      const planning = /Planning Time: ([\d.]+) ms/.exec(textPlan)?.[1];
      const execution = /Execution Time: ([\d.]+) ms/.exec(textPlan)?.[1];
      const kind =
        Number(after?.generic_plans) > Number(before?.generic_plans) ? 'generic' : 'custom';
      lines.push(`${kind} planning ${planning} ms, execution ${execution} ms`);
    }
    console.log(`plan_cache_mode ${mode}:\n  ${lines.join('\n  ')}`);
  };
  await explained('auto', 8);
  await explained('force_generic_plan', 3);
  await explained('force_custom_plan', 3);
  await client.query('rollback');

  // Cost: the named statement as the server sends it, and the insert, in turns, committed.
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]
    ?.pid as number;
  const runs = Number(flags.runs);
  const columns = ATTENDANCE_COLUMNS.map(([name]) => name).join(', ');
  const width = ATTENDANCE_COLUMNS.length;
  const placeholders = students
    .map((_, r) => `(${ATTENDANCE_COLUMNS.map((__, c) => `$${r * width + c + 1}`).join(', ')})`)
    .join(', ');
  const insertText = `insert into attendance (${columns}) values ${placeholders}`;
  const kinds: Record<string, (slot: { date: string; period: number }) => Promise<void>> = {
    statement: async (slot) => {
      const { values } = await serversQuery(slot);
      const started = performance.now();
      const { rows } = await client.query({ name: 'server_submission', text, values });
      timing.push(performance.now() - started);
      if (Number((rows[0] as { inserted: string }).inserted) !== students.length)
        throw new Error('the statement did not write');
    },
    insert: async (slot) => {
      const createdAt = new Date().toISOString();
      const values = students.flatMap((s, i) => [
        s.id,
        cls.subject_id,
        cls.staff_id,
        s.register_number,
        cls.staff_code,
        cls.subject_code,
        cls.batch,
        cls.department,
        cls.year,
        cls.semester,
        slot.date,
        slot.period,
        i % 9 === 4 ? 'A' : 'P',
        createdAt,
      ]);
      const started = performance.now();
      await client.query('begin');
      await client.query(insertText, values);
      await client.query('commit');
      timing.push(performance.now() - started);
    },
  };
  let timing: number[] = [];
  const figures: Record<string, { wall: number[]; cpu: number[] }> = {
    statement: { wall: [], cpu: [] },
    insert: { wall: [], cpu: [] },
  };
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [name, run] of Object.entries(kinds)) {
      await run(nextSlot()); // warm
      timing = [];
      const cpuBefore = backendCpu(pid);
      for (let i = 0; i < runs; i += 1) await run(nextSlot());
      const cpu = (backendCpu(pid) - cpuBefore) / runs;
      figures[name]?.wall.push(median(timing));
      figures[name]?.cpu.push(cpu);
    }
  }
  console.log(
    `cost over one connection, ${flags.rounds} rounds of ${runs}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [name, f] of Object.entries(figures)) {
    console.log(
      `  ${name}: round trip median ${f.wall.map((x) => x.toFixed(2)).join(' ')} ms; ` +
        `backend CPU ${f.cpu.map((x) => x.toFixed(2)).join(' ')} ms per submission`,
    );
  }
} finally {
  await client.query('rollback').catch(() => {});
  await client.query('delete from sessions where id = $1', [SESSION_ID]).catch(() => {});
  await client.end();
  await dummy.destroy();
}
