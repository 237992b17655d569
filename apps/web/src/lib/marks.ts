import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@attendance/domain';

/**
 * A class's marks, shared by the marking screen and the teacher shell of index.html (issue 23):
 * plain functions over the domain's status list, with no zod and no React, so the shell's few
 * KB can carry them.
 */
export const DEFAULT_STATUS: AttendanceStatus = 'P';

/**
 * Only the students not Present are kept, by register number: Present is the default, so
 * a fresh class is an empty object and a change copies a handful of entries, not the class.
 */
export type Marks = Readonly<Record<string, AttendanceStatus>>;

export function statusOf(marks: Marks, registerNumber: string): AttendanceStatus {
  return marks[registerNumber] ?? DEFAULT_STATUS;
}

export function withStatus(marks: Marks, registerNumber: string, status: AttendanceStatus): Marks {
  if (statusOf(marks, registerNumber) === status) return marks;
  const next = { ...marks };
  if (status === DEFAULT_STATUS) delete next[registerNumber];
  else next[registerNumber] = status;
  return next;
}

/** A tap moves P -> A -> OD -> ML -> LEAVE -> P. */
export function nextStatus(status: AttendanceStatus, step = 1): AttendanceStatus {
  const count = ATTENDANCE_STATUSES.length;
  const index = ATTENDANCE_STATUSES.indexOf(status);
  return ATTENDANCE_STATUSES[(((index + step) % count) + count) % count]!;
}

/** Keyboard letters: P/A/O/M/L. */
export const STATUS_BY_KEY: Readonly<Record<string, AttendanceStatus>> = {
  p: 'P',
  a: 'A',
  o: 'OD',
  m: 'ML',
  l: 'LEAVE',
};
