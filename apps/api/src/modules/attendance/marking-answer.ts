import {
  MESSAGES,
  type AttendanceRecordBody,
  type MarkAnswer,
  type SlotKindOf,
} from '@attendance/domain';
import type { AuditEntry } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';

/** What a submission writes besides its records, the same on every path that writes one. */

export function markBody(
  records: AttendanceRecordBody[],
  subjectCode: string,
  slot: SlotKindOf,
): MarkAnswer {
  const { date, period } = records[0] as AttendanceRecordBody;
  return {
    message: MESSAGES.markSuccessful,
    count: records.length,
    subjectCode,
    date,
    period,
    slot: slot.kind,
  };
}

/**
 * The answer's JSON text before and after its subject code, for a statement that reads the code
 * itself: before + JSON.stringify(code) + after is JSON.stringify(markBody(…, code, …)).
 */
export function markBodyAround(
  records: AttendanceRecordBody[],
  slot: SlotKindOf,
): { before: string; after: string } {
  const hole = '"subjectCode":null';
  const text = JSON.stringify({ ...markBody(records, '', slot), subjectCode: null });
  const at = text.indexOf(hole) + hole.length - 'null'.length;
  return { before: text.slice(0, at), after: text.slice(at + 'null'.length) };
}

/** The audit entry of a submission; a statement that reads the submitter itself takes its words. */
export function markAudit(
  staff: Pick<AuthStaff, 'id'>,
  records: AttendanceRecordBody[],
  slot: SlotKindOf,
): AuditEntry & { details: Record<string, unknown> } {
  const { subjectID, date, period } = records[0] as AttendanceRecordBody;
  return {
    staffId: staff.id,
    action: 'attendance.mark',
    entity: 'subject',
    entityId: subjectID,
    details: {
      date,
      period,
      count: records.length,
      ...(slot.kind === 'unscheduled' ? {} : { kind: slot.kind }),
      ...(slot.kind === 'substitution' ? { timetabled: slot.owners } : {}),
    },
  };
}

/** The row of attendance_slot_kinds a substitution or an extra class keeps, else null. */
export function slotKindRow(slot: SlotKindOf) {
  if (slot.kind !== 'substitution' && slot.kind !== 'extra') return null;
  return {
    kind: slot.kind,
    timetabled_subjects: slot.kind === 'substitution' ? slot.owners.join(',') : '',
  };
}
