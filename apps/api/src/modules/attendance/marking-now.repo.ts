import type { MarkAnswer } from '@attendance/domain';
import { writeAuditNow } from '../../db/audit';
import { preparedText, runNow } from '../../db/compiled';
import type { SqliteConnection } from '../../db/sqlite-turns';
import { writeSubmissionAlertsNow } from './absence-alerts';
import type { IdempotencyKey } from './idempotency';
import type { SubmissionWrites } from './marking-checks';
import {
  assignmentOf,
  lockedAssignment,
  rowValues,
  slotKindInsert,
  slotKindValues,
  SQLITE_ROW_INSERT,
  submissionClassList,
} from './marking.repo';

/**
 * A SQLite submission's statements run at once on the server's connection, inside its one
 * immediate transaction (db/sqlite-turns.ts): the same SQL as MarkingRepo's and
 * AttendanceRepo's, compiled once by Kysely and prepared once by better-sqlite3, without
 * Kysely's driver around each statement (an acquire, a promise and a release apiece:
 * docs/decisions.md, "A SQLite submission at once"). Every method is synchronous, so nothing
 * of another request runs between the transaction's statements.
 */
export class MarkingNowRepo {
  constructor(private readonly sqlite: SqliteConnection) {}

  /** MarkingRepo.lockedAssignment (SQLite needs no row lock: the transaction is immediate). */
  lockedAssignment(subjectId: number, date: string, period: number) {
    const [row] = lockedAssignment.now(this.sqlite, subjectId, date, period);
    return assignmentOf(row);
  }

  /** The class list of marking.repo.ts's `submissionClassList`. */
  classList(subjectId: number) {
    return submissionClassList.now(this.sqlite, subjectId);
  }

  /** MarkingRepo.write. */
  write(planned: SubmissionWrites, key: IdempotencyKey<MarkAnswer>, now: Date): void {
    // One prepared single-row INSERT per record, not one multi-row INSERT: SQLite stages a
    // multi-row VALUES in a temporary table when the table has row triggers (SQLITE_ROW_INSERT).
    // Through runNow, so that bench/profile.ts counts the statements' time as SQLite's.
    const insert = preparedText(this.sqlite, SQLITE_ROW_INSERT);
    for (const record of planned.records) runNow(insert, rowValues(record));
    writeSubmissionAlertsNow(this.sqlite, planned.alerts);
    if (planned.slotKind) slotKindInsert.now(this.sqlite, ...slotKindValues(planned.slotKind));
    writeAuditNow(this.sqlite, now, planned.audit);
    key.saveNow(this.sqlite, 201, planned.answer, now);
  }
}
