import type { AttendanceRecordBody, MarkAnswer, SlotKindOf } from '@attendance/domain';
import type { StaffColumns } from '../../lib/auth-staff';
import type { IdempotencyKey } from './idempotency';
import { markAudit, markBodyAround, slotKindRow } from './marking-answer';
import type { RememberedWeek } from './marking-week';

/** What PostgreSQL's one statement of a submission is given (submission-statement.ts). */

/** What a submission writes, whoever submits it. */
export interface SubmissionRecords {
  subjectId: number;
  date: string;
  period: number;
  createdAt: string;
  records: { registerNumber: string; status: string }[];
  audit: { action: string; entity: string; details: string };
  /** 'substitution' or 'extra' is kept with the slot; '' writes no row. */
  slotKind: '' | 'substitution' | 'extra';
  timetabledSubjects: string;
  /** The Idempotency-Key and the request's digest, or null without a key. */
  key: { key: string; requestHash: string } | null;
  /** The class and week stamp the slot was found under without reading them, which must hold. */
  week: RememberedWeek | null;
  /**
   * The answer's JSON text around its subject code, which only this statement reads (markBody
   * written once, in JS; to_json escapes as JSON.stringify does).
   */
  answer: { before: string; after: string };
}

/** A submission by the staff member a route's session loader found. */
export interface SubmissionWrite extends SubmissionRecords {
  staffId: number;
  facultyCode: string;
}

/** A session cookie's session as the statement judges it (modules/sessions: `sessionCheckOf`). */
export interface SessionCheck {
  /** The session's id (the digest of the cookie's token). */
  id: string;
  /** Idle: not seen after this moment (ISO text, as the sessions table keeps them). */
  liveAfter: string;
  /** Last seen before this moment: touched. */
  touchBefore: string;
}

/** The signed-in staff's row, as the session loader reads it (sessions.repo.ts). */
export interface SignedInRow extends StaffColumns {
  scope: string;
}

/** What the one statement writes, whoever submits: the submitter comes apart. */
export function statementWrites(
  records: AttendanceRecordBody[],
  now: Date,
  key: IdempotencyKey<MarkAnswer>,
  { slot, week }: { slot: SlotKindOf; week: RememberedWeek | null },
): SubmissionRecords {
  const { subjectID, date, period } = records[0] as AttendanceRecordBody;
  // The entry's staff is the statement's submitter, not this one.
  const audit = markAudit({ id: 0 }, records, slot);
  const kindRow = slotKindRow(slot);
  return {
    subjectId: subjectID,
    date,
    period,
    createdAt: now.toISOString(),
    records,
    audit: { action: audit.action, entity: audit.entity, details: JSON.stringify(audit.details) },
    slotKind: kindRow?.kind ?? '',
    timetabledSubjects: kindRow?.timetabled_subjects ?? '',
    key: key.stored(),
    week,
    answer: markBodyAround(records, slot),
  };
}
