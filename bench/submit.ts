import type { AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { openSqlite } from '../apps/api/src/db/kysely';
import { PERIODS, type CampusPlan, type SubjectPlan } from './campus';
import { summarize, type Measure } from './load';
import type { Target } from './generate';
import { measureSerial, type SerialRequest } from './serial';
import { ATTENDANCE_COLUMNS, type Row } from './rows';

/** Submitting a period: fresh slots, the request the web app sends, and the insert limits. */
export interface Slot {
  subject: SubjectPlan;
  date: string;
  period: number;
}

/**
 * Fresh (subject, date, period) slots of the 60-student classes (electives and lab sections),
 * day by day back from `before`: in odd periods the three electives of every batch, in even
 * ones its three lab sections, so no two slots ever share a student's period.
 */
export class SlotQueue {
  private readonly batches: { electives: SubjectPlan[]; labs: SubjectPlan[] }[];
  private buffer: Slot[] = [];
  private next_ = 0;
  private day = 0;
  private period = PERIODS;
  used = 0;

  constructor(
    plan: CampusPlan,
    private readonly before: string,
  ) {
    this.batches = plan.departments.flatMap((d) =>
      d.batches.map((b) => ({
        electives: b.subjects.filter((s) => s.kind === 'elective'),
        labs: b.subjects.filter((s) => s.kind === 'lab'),
      })),
    );
  }

  /** Every teacher whose class the queue hands out. */
  teachers() {
    return [
      ...new Set(this.batches.flatMap((b) => [...b.electives, ...b.labs]).map((s) => s.teacher)),
    ];
  }

  /**
   * Slots of one period: every class of the campus once, so every student once. The generator
   * builds the indexes after loading the rows, which packs their pages full; a student's first
   * new record splits the page of (student_id, date) it lands on (278 pages written per
   * submission instead of 87, 13.7 ms instead of 3.0: docs/performance.md). A campus whose
   * indexes grew with its submissions has no such pages, and the insert limit, measured last,
   * never meets one: a period of warm-up puts the server's first measure in the same state.
   */
  periodSize(): number {
    return this.batches.reduce((n, b) => n + Math.max(b.electives.length, b.labs.length), 0);
  }

  next(): Slot {
    if (this.next_ === this.buffer.length) this.refill();
    this.used += 1;
    return this.buffer[this.next_++] as Slot;
  }

  /** Every class of a fresh period (one date and period): the start-of-period burst. */
  nextPeriod(): Slot[] {
    this.refill();
    const slots = this.buffer;
    this.next_ = slots.length;
    this.used += slots.length;
    return slots;
  }

  private refill(): void {
    this.period += 1;
    if (this.period > PERIODS) {
      this.period = 1;
      this.day += 1;
    }
    const date = new Date(Date.parse(`${this.before}T00:00:00Z`) - this.day * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const period = this.period;
    this.buffer = this.batches.flatMap((b) =>
      (period % 2 === 1 ? b.electives : b.labs).map((subject) => ({ subject, date, period })),
    );
    this.next_ = 0;
  }
}

const status = (index: number) => (index % 9 === 4 ? 'A' : 'P');

/** The body the web app sends: every student of the class, with the spec's echoed fields. */
export function submissionBody({ subject, date, period }: Slot): string {
  const { batch, teacher } = subject;
  return JSON.stringify(
    subject.students.map((student, i) => ({
      subjectID: subject.id,
      date,
      period,
      registerNumber: student.registerNumber,
      status: status(i),
      batch: batch.name,
      department: batch.department,
      facultyCode: teacher.code,
      semester: batch.semester,
      subjectCode: subject.code,
      year: batch.year,
    })),
  );
}

/** The rows the server writes for the slot, column for column. */
export function attendanceRows({ subject, date, period }: Slot, createdAt: string): Row[] {
  const { batch, teacher } = subject;
  return subject.students.map((s, i) => [
    s.id,
    subject.id,
    teacher.id,
    s.registerNumber,
    teacher.code,
    subject.code,
    batch.name,
    batch.department,
    batch.year,
    batch.semester,
    date,
    period,
    status(i),
    createdAt,
  ]);
}

export function submitRequest(queue: SlotQueue, cookies: Map<number, string>): AutocannonRequest {
  const next = submissionRequests(queue, cookies);
  return {
    method: 'POST',
    path: '/api/attendance/mark',
    setupRequest: (request) => {
      const { body, headers } = next();
      return { ...request, body, headers };
    },
  };
}

/** Each next submission: a fresh slot, sent by its subject's teacher as the web app sends it. */
export function submissionRequests(
  queue: SlotQueue,
  cookies: Map<number, string>,
  path = '/api/attendance/mark',
): () => SerialRequest {
  return () => {
    const slot = queue.next();
    return {
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        cookie: cookies.get(slot.subject.teacher.id) as string,
      },
      body: submissionBody(slot),
    };
  };
}

/**
 * The insert limit of the database the server runs on, measured while the server waits idle
 * beside it: right after the submissions it is compared with, so both meet the database in the
 * same state. Measured at the end of a run instead, the same insert took 6.7 ms where it took
 * 4.0-4.4 ms right after the submissions (docs/performance.md).
 */
export async function insertLimitBeside(
  target: Target,
  queue: SlotQueue,
  seconds: number,
  connections?: number,
): Promise<Measure> {
  return target.kind === 'sqlite'
    ? sqliteInsertLimit(target.path, queue, seconds)
    : postgresInsertLimit(target.url, queue, seconds, connections);
}

/**
 * One teacher submitting back to back, each answer awaited (bench/serial.ts): a warm-up of
 * `warmSeconds` and at least `atLeast` submissions, then `seconds` measured.
 */
export async function oneTeacher(
  url: string,
  queue: SlotQueue,
  cookies: Map<number, string>,
  options: {
    seconds: number;
    warmSeconds: number;
    atLeast?: number;
    path?: string;
    cpu?: () => number;
    mainCpu?: () => number;
  },
): Promise<Measure> {
  const next = submissionRequests(queue, cookies, options.path);
  const spec = {
    url,
    next,
    ...(options.cpu ? { cpu: options.cpu } : {}),
    ...(options.mainCpu ? { mainCpu: options.mainCpu } : {}),
  };
  await measureSerial({ ...spec, seconds: options.warmSeconds, atLeast: options.atLeast ?? 0 });
  return measureSerial({ ...spec, seconds: options.seconds });
}

const COLUMNS = ATTENDANCE_COLUMNS.map(([name]) => name).join(', ');

/** This process's CPU time, in ms: the insert's own cost, beside the server's per submission. */
const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

/**
 * The limit of a SQLite submission: better-sqlite3 in this process, with the server's pragmas,
 * writing the slot's rows in one immediate transaction. Only time inside the transaction
 * counts, so this is the most the database can take, one writer at a time, as SQLite allows.
 */
export function sqliteInsertLimit(path: string, queue: SlotQueue, seconds: number): Measure {
  const db = openSqlite(path);
  try {
    const marks = ATTENDANCE_COLUMNS.map(() => '?').join(', ');
    const insert = db.prepare(`insert into attendance (${COLUMNS}) values (${marks})`);
    const write = db.transaction((rows: Row[]) => {
      for (const row of rows) insert.run(row);
    });
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    let cpu = 0;
    while (performance.now() < deadline) {
      const rows = attendanceRows(queue.next(), new Date().toISOString());
      const started = performance.now();
      const before = process.cpuUsage();
      write.immediate(rows);
      cpu += cpuMs(process.cpuUsage(before));
      latencies.push(performance.now() - started);
    }
    const summary = summarize(latencies, latencies.reduce((a, b) => a + b, 0) / 1000);
    return { ...summary, cpuMs: cpu / latencies.length };
  } finally {
    db.close();
  }
}

/**
 * The limit of a PostgreSQL submission: node-postgres in this process, the pool size of the
 * server (10) unless told, each transaction one multi-row INSERT of the slot's rows, as Kysely
 * sends it. Over one connection it is what one teacher, who waits for each answer, could reach.
 */
export async function postgresInsertLimit(
  url: string,
  queue: SlotQueue,
  seconds: number,
  connections = 10,
): Promise<Measure> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    while (performance.now() < deadline) {
      const rows = attendanceRows(queue.next(), new Date().toISOString());
      const width = ATTENDANCE_COLUMNS.length;
      const values = rows.map(
        (_, r) => `(${ATTENDANCE_COLUMNS.map((__, c) => `$${r * width + c + 1}`).join(', ')})`,
      );
      const begun = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into attendance (${COLUMNS}) values ${values.join(', ')}`,
          rows.flat(),
        );
        await client.query('commit');
      } finally {
        client.release();
      }
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const cpu = cpuMs(process.cpuUsage(cpuBefore));
  await pool.end();
  const summary = summarize(latencies, (performance.now() - started) / 1000);
  return { ...summary, cpuMs: cpu / latencies.length };
}
