import {
  ATTENDANCE_STATUSES,
  hasPeriodStarted,
  PERIODS,
  submissionProblem,
  type AttendanceStatus,
  type CampusInfo,
  type MarkingRules,
} from '@attendance/domain';
import type { AllocatedSubject, AttendanceRecord, ClassStudent } from './api/attendance';
import { statusOf, type Marks } from '../../lib/marks';

/** Words of spec sections 5 and 8 for this screen. */
/** The marking screen's words, in the person's language (issue 53; English as the spec has them). */
export const MARK_MESSAGES = {
  get loadSubjects() {
    return t('staff.mark.loadSubjects');
  },
  get noStudents() {
    return t('staff.mark.noStudents');
  },
  get check() {
    return t('staff.mark.check');
  },
  get markAll() {
    return t('staff.mark.markAll');
  },
  get confirm() {
    return t('staff.confirm.final');
  },
  get failed() {
    return t('staff.mark.failed');
  },
  // Not in the spec: a cleared date picker.
  get date() {
    return t('staff.mark.date');
  },
  get loadStudents() {
    return t('staff.mark.loadStudents');
  },
  get noSubjects() {
    return t('staff.mark.noSubjects');
  },
};

export {
  DEFAULT_STATUS,
  nextStatus,
  STATUS_BY_KEY,
  statusOf,
  withStatus,
  type Marks,
} from '../../lib/marks';
import { t } from '../../lib/i18n/i18n';

export type StatusCounts = Record<AttendanceStatus, number>;

export function countStatuses(students: readonly ClassStudent[], marks: Marks): StatusCounts {
  const counts: StatusCounts = { P: 0, A: 0, OD: 0, ML: 0, LEAVE: 0 };
  for (const student of students) counts[statusOf(marks, student.registerNumber)] += 1;
  return counts;
}

export interface Submission {
  staffCode: string | undefined;
  subject: AllocatedSubject | undefined;
  date: string;
  period: number | null;
  students: readonly ClassStudent[];
  marks: Marks;
}

/** The campus's date and timetable rules, as GET /api/campus gives them. */
export function campusRules(campus: CampusInfo): MarkingRules {
  return {
    timeZone: campus.timezone,
    backfillDays: campus.markingBackfillDays,
    timetable: campus.timetable,
  };
}

/** The period choices of a date: those of today that have not started are offered disabled. */
export function periodOptions(rules: MarkingRules, date: string, now: Date) {
  return PERIODS.map((p) => {
    const started = hasPeriodStarted(rules.timetable, p, date, now, rules.timeZone);
    const starts = rules.timetable.find((entry) => entry.number === p)?.starts;
    const label = started || !starts ? `Period ${p}` : `Period ${p} (starts ${starts})`;
    return { value: String(p), label, disabled: !started };
  });
}

/**
 * The spec's checks before the confirmation, then the server's own submission checks (date
 * bounds, period started, one slot) from the domain package; null when it may go ahead.
 */
export function validateSubmission(
  submission: Submission,
  now: Date,
  rules: MarkingRules,
): string | null {
  const { staffCode, subject, period, students, marks, date } = submission;
  if (!staffCode || !subject || !period || students.length === 0) return MARK_MESSAGES.check;
  if (!date) return MARK_MESSAGES.date;
  const statuses: readonly string[] = ATTENDANCE_STATUSES;
  if (students.some((s) => !statuses.includes(statusOf(marks, s.registerNumber)))) {
    return MARK_MESSAGES.markAll;
  }
  return submissionProblem(buildRecords(submission), now, rules);
}

/** One record per student in the shape of spec section 3. */
export function buildRecords(submission: Submission): AttendanceRecord[] {
  const { staffCode, subject, date, period, students, marks } = submission;
  if (!subject || !period) return [];
  return students.map((student) => ({
    batch: subject.batch,
    date,
    department: subject.department,
    facultyCode: staffCode ?? '',
    period,
    subjectID: subject.subject.subjectID,
    registerNumber: student.registerNumber,
    semester: subject.semester,
    status: statusOf(marks, student.registerNumber),
    subjectCode: subject.subjectCode,
    year: subject.year,
  }));
}
