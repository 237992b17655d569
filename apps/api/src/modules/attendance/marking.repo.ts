import { CompiledQuery, PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import { stillCounts } from '../../db/counting';
import type { AttendanceTable, DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { MarkAnswer } from '@attendance/domain';
import { writeSubmissionAlerts } from './absence-alerts';
import type { IdempotencyKey } from './idempotency';
import type { SubmissionWrites } from './marking-checks';

const INSERT_CHUNK = 500;
export const COLUMNS = [
  'student_id',
  'subject_id',
  'staff_id',
  'register_number',
  'faculty_code',
  'subject_code',
  'batch',
  'department',
  'year',
  'semester',
  'date',
  'period',
  'status',
  'created_at',
] as const satisfies readonly (keyof AttendanceTable)[];

/** A new record: every column but the id and the void columns, which a new record leaves null. */
export type NewAttendanceRow = Pick<AttendanceTable, (typeof COLUMNS)[number]>;

/** INSERT texts by engine and row count; they depend on nothing else. */
const insertTexts = new Map<string, string>();

/**
 * Writes of a submission. Like every repo, it is built over the executor it runs on: inside a
 * transaction, `new MarkingRepo(trx, kind)`.
 */
export class MarkingRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  /**
   * The assignment of the subject, whether the subject's slot already holds records that count,
   * and the departments whose absence alerts are immediate, in one statement (one round trip on PostgreSQL). On PostgreSQL the assignment's row
   * stays locked until the transaction ends, so an HOD's lock waits for a submission already
   * under way and never lets one in after. (A twin that waited for that lock reads the slot as
   * it stood when its statement began; the unique index of (date, period, student) refuses it.)
   */
  async lockedAssignment(subjectId: number, date: string, period: number) {
    const [row] = await lockedAssignment(this.db, subjectId, date, period);
    return assignmentOf(row);
  }

  /** A record that counts, of any subject, already held by one of these students in the slot. */
  studentSlotConflict(registerNumbers: string[], date: string, period: number) {
    return this.db
      .selectFrom('attendance')
      .select(['register_number', 'subject_id', 'subject_code'])
      .where('date', '=', date)
      .where('period', '=', period)
      .where('register_number', 'in', registerNumbers)
      .where(stillCounts('voided_at'))
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * A checked submission's writes (marking-checks.ts): its records (one multi-row INSERT per 500
   * rows), the immediate absence alerts, the slot's kind when substituted or extra, the audit
   * entry and the Idempotency-Key's answer. MarkingNowRepo.write is the same at once on SQLite.
   */
  async write(
    planned: SubmissionWrites,
    key: IdempotencyKey<MarkAnswer>,
    now: Date,
  ): Promise<void> {
    for (const chunk of insertChunks(planned.records, this.kind)) {
      await this.db.executeQuery(CompiledQuery.raw(chunk.text, chunk.values));
    }
    await writeSubmissionAlerts(this.db, planned.alerts, this.kind);
    if (planned.slotKind) await slotKindInsert(this.db, ...slotKindValues(planned.slotKind));
    await writeAudit(this.db, now, planned.audit);
    await key.save(this.db, 201, planned.answer, now);
  }
}

/** A row of attendance_slot_kinds. */
export type SlotKindRow = Insertable<DB['attendance_slot_kinds']>;

/** The assignment as the service reads it, from the statement's row, on either way of running it. */
export function assignmentOf(
  row: Awaited<ReturnType<typeof lockedAssignment>>[number] | undefined,
) {
  if (!row) return undefined;
  const { immediate_alerts: immediate, ...assignment } = row;
  return {
    ...assignment,
    slot_taken: Boolean(row.slot_taken),
    immediateAlerts: new Set(immediate ? immediate.split('\u001f') : []),
  };
}

/**
 * One multi-row INSERT per 500 rows, as Kysely would write it; but Kysely builds and compiles
 * a tree of 60 × 14 values for every submission, which cost half of what SQLite spends
 * inserting them (docs/performance.md), while the text depends only on the row count.
 */
export function insertChunks(rows: NewAttendanceRow[], kind: 'sqlite' | 'postgres') {
  const chunks: { text: string; values: unknown[] }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const values = chunk.flatMap(rowValues);
    chunks.push({ text: insertText(kind, chunk.length), values });
  }
  return chunks;
}

function insertText(kind: 'sqlite' | 'postgres', count: number): string {
  const cacheKey = `${kind}:${count}`;
  let text = insertTexts.get(cacheKey);
  if (!text) {
    let n = 0;
    const mark = () => (kind === 'postgres' ? `$${(n += 1)}` : '?');
    const row = () => `(${COLUMNS.map(mark).join(', ')})`;
    const names = COLUMNS.map((column) => `"${column}"`).join(', ');
    text = `insert into "attendance" (${names}) values ${Array.from({ length: count }, row).join(', ')}`;
    insertTexts.set(cacheKey, text);
  }
  return text;
}

/**
 * SQLite's INSERT of one record, which its submission runs once per record, prepared once
 * (marking-now.repo.ts): a multi-row VALUES into a table with row triggers (the kept totals, the
 * immutability) is first written to a temporary table by SQLite, which cost a 60-record
 * submission 0.6-0.8 ms of CPU more than 60 runs of this (docs/performance.md, branch sqlone).
 */
export const SQLITE_ROW_INSERT = insertText('sqlite', 1);

/**
 * A record's values in the order of the INSERT texts' columns (`COLUMNS`), written out rather
 * than mapped over the names: SQLite's submission asks it once per record.
 */
export function rowValues(row: NewAttendanceRow): unknown[] {
  return [
    row.student_id,
    row.subject_id,
    row.staff_id,
    row.register_number,
    row.faculty_code,
    row.subject_code,
    row.batch,
    row.department,
    row.year,
    row.semester,
    row.date,
    row.period,
    row.status,
    row.created_at,
  ];
}

export function slotKindValues(row: SlotKindRow) {
  return [
    row.subject_id,
    row.date,
    row.period,
    row.kind,
    row.timetabled_subjects,
    row.staff_id,
    row.created_at,
  ] as const;
}

export const slotKindInsert = compiledOnce(
  (
    db: Kysely<DB>,
    subjectId: number,
    date: string,
    period: number,
    kind: string,
    timetabledSubjects: string,
    staffId: number,
    createdAt: string,
  ) =>
    db.insertInto('attendance_slot_kinds').values({
      subject_id: subjectId,
      date,
      period,
      kind,
      timetabled_subjects: timetabledSubjects,
      staff_id: staffId,
      created_at: createdAt,
    }),
);

// The submission's reads, compiled once (db/compiled.ts).
export const lockedAssignment = compiledOnce(
  (db: Kysely<DB>, subjectId: number, date: string, period: number) => {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const query = db
      .selectFrom('assignments')
      .innerJoin('subjects', 'subjects.id', 'assignments.subject_id')
      .select((eb) => [
        'assignments.staff_id',
        'assignments.status',
        'subjects.subject_code',
        eb
          .exists(
            eb
              .selectFrom('attendance')
              .select('attendance.id')
              .whereRef('attendance.subject_id', '=', 'assignments.subject_id')
              .where('attendance.date', '=', date)
              .where('attendance.period', '=', period)
              .where(stillCounts('attendance.voided_at')),
          )
          .as('slot_taken'),
        immediateAlerts(postgres).as('immediate_alerts'),
      ])
      .where('assignments.subject_id', '=', subjectId);
    return postgres ? query.forUpdate('assignments') : query;
  },
);

/**
 * The class list a submission is checked against and copies its records' columns from
 * (marking-checks.ts), in no order: the records keep the order they were sent in. The class list
 * the web app reads (AttendanceRepo.allocatedStudents) adds the names, sorted by register
 * number, which a submission never used (a sort of 60 rows on every submission).
 */
export const submissionClassList = compiledOnce((db: Kysely<DB>, subjectId: number) =>
  classOf(db, subjectId).select([
    'students.id',
    'students.register_number',
    'students.batch',
    'students.department',
    'students.year',
    'students.semester',
  ]),
);

/** Who is in a subject's class: its allocated students still active (the one place of the rule). */
export function classOf(db: Kysely<DB>, subjectId: number) {
  return db
    .selectFrom('allocations')
    .innerJoin('students', 'students.id', 'allocations.student_id')
    .where('allocations.subject_id', '=', subjectId)
    .where('students.active', '=', 1);
}

/**
 * The departments whose absence alerts are immediate, as one text (absence-alerts.ts): read in
 * the assignment's statement rather than by a statement of their own for every submission with
 * an absence.
 */
function immediateAlerts(postgres: boolean) {
  const list = postgres ? 'string_agg(department, chr(31))' : 'group_concat(department, char(31))';
  return sql<string | null>`(select ${sql.raw(list)} from alert_settings
    where absence = 1 and absence_mode = 'immediate')`;
}
