import type { AttendanceRecordBody, MarkAnswer, SlotKindOf } from '@attendance/domain';
import type { AuditEntry } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import type { SubmissionAlerts } from './absence-alerts';
import { NOT_ASSIGNED_MESSAGE } from './attendance.service';
import { markAudit, markBody, slotKindRow } from './marking-answer';
import type { assignmentOf, NewAttendanceRow, SlotKindRow } from './marking.repo';

/**
 * A submission's checks against the database's rows, and what it then writes: one source for
 * both ways of running them (a Kysely transaction, or SQLite's statements at once), so the two
 * cannot drift apart. The PostgreSQL statement restates them in SQL (submission-statement.ts).
 */

type Assignment = NonNullable<ReturnType<typeof assignmentOf>>;

/** A student of the class list (marking.repo.ts, `submissionClassList`). */
interface ClassStudent {
  id: number;
  register_number: string;
  batch: string;
  department: string;
  year: number;
  semester: number;
}

/** Assigned to this staff member, and not locked by the HOD. */
export function checkedAssignment(
  assignment: Assignment | undefined,
  staff: AuthStaff,
): Assignment {
  if (!assignment || assignment.staff_id !== staff.id) {
    throw new ForbiddenError(NOT_ASSIGNED_MESSAGE);
  }
  if (assignment.status !== 1) {
    throw new ForbiddenError(
      `Attendance for ${assignment.subject_code} is locked by the HOD.`,
      'LOCKED',
    );
  }
  return assignment;
}

/** Everything a submission writes besides its Idempotency-Key's answer. */
export interface SubmissionWrites {
  records: NewAttendanceRow[];
  alerts: SubmissionAlerts;
  slotKind: SlotKindRow | null;
  audit: AuditEntry;
  answer: MarkAnswer;
}

/**
 * Exactly the class list marked, each student once, in a slot of the subject still free; then
 * the rows to write. Throws the refusal's exact message otherwise.
 */
export function plannedWrites(
  staff: AuthStaff,
  records: AttendanceRecordBody[],
  now: Date,
  slot: SlotKindOf,
  assignment: Assignment,
  students: readonly ClassStudent[],
): SubmissionWrites {
  const { subjectID, date, period } = records[0] as AttendanceRecordBody;
  const subjectCode = assignment.subject_code;
  const byRegister = new Map(students.map((s) => [s.register_number, s]));
  const stranger = records.find((r) => !byRegister.has(r.registerNumber));
  if (stranger) {
    throw new BadRequestError(
      `Student ${stranger.registerNumber} is not allocated to ${subjectCode}.`,
    );
  }
  if (records.length !== students.length) {
    throw new BadRequestError(
      `Please mark attendance for all students (${records.length} of ${students.length} marked).`,
    );
  }
  if (assignment.slot_taken) {
    throw new ConflictError(
      `Attendance for ${subjectCode} on ${date}, period ${period} has already been submitted.`,
    );
  }
  const createdAt = now.toISOString();
  const rows = records.map((record) => {
    const student = byRegister.get(record.registerNumber) as ClassStudent;
    return {
      student_id: student.id,
      subject_id: subjectID,
      staff_id: staff.id,
      register_number: student.register_number,
      faculty_code: staff.staffCode,
      subject_code: subjectCode,
      batch: student.batch,
      department: student.department,
      year: student.year,
      semester: student.semester,
      date,
      period,
      status: record.status,
      created_at: createdAt,
    };
  });
  const kindRow = slotKindRow(slot);
  return {
    records: rows,
    alerts: {
      subjectId: subjectID,
      date,
      period,
      createdAt,
      immediate: assignment.immediateAlerts,
      absent: rows
        .filter((row) => row.status === 'A')
        .map((row) => ({ studentId: row.student_id, department: row.department })),
    },
    slotKind: kindRow && {
      subject_id: subjectID,
      date,
      period,
      ...kindRow,
      staff_id: staff.id,
      created_at: createdAt,
    },
    audit: markAudit(staff, records, slot),
    answer: markBody(records, subjectCode, slot),
  };
}
