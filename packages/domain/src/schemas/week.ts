/*
 * The college's week (issue 20): terms, days off, class timetables. HTTP routes (all under /api,
 * all JSON unless said; errors are { message, code } with 400/401/403/404/409):
 *
 * Calendar (module apps/api/src/modules/week, calendar.*)
 *   GET    /api/week/calendar            any staff  calendarQuery      -> calendarAnswer
 *          the terms, holidays and working days that concern the caller's department (campus-wide
 *          ones come from config/campus.json `calendar`, read-only here).
 *   PUT    /api/week/terms               Admin      termBody           -> termDto
 *          sets (replaces) the term of one class of the Admin's department.
 *   DELETE /api/week/terms/:id           Admin      weekIdParams       -> messageAnswer
 *   POST   /api/week/days                Admin      calendarDayBody    -> calendarDayDto
 *          a department holiday or working-day exception ("working Saturday").
 *   DELETE /api/week/days/:id            Admin      weekIdParams       -> messageAnswer
 *   GET    /api/week/days-off            any staff  daysOffQuery       -> daysOffAnswer
 *          for a class (subjectID, or batch+year+semester) and a date range: each non-teaching
 *          day with its reason, and the term; the date picker disables these.
 *
 * Timetable (timetable.*)
 *   GET    /api/week/timetable           HOD, Admin classTimetableQuery -> classTimetableAnswer
 *          the version in force at `date` (default today) and the list of versions (history).
 *   PUT    /api/week/timetable           HOD        timetableBody      -> timetableSaveAnswer
 *          a new version from effectiveFrom; 409 TIMETABLE_CONFLICT naming the first cell, the
 *          answer lists every conflict in `conflicts`; warnings (subject without staff) pass.
 *   GET    /api/week/classes             HOD, Admin (none)              -> weekClassDto[]
 *          the classes of the department (from its subjects) and whether each has a timetable.
 *   GET    /api/week/timetable/template.xlsx HOD    (none)             -> .xlsx template
 *   POST   /api/week/timetable/import    HOD        multipart file, importQuery (?commit=true)
 *                                                     -> importReportDto (422 importRefusedDto)
 *          rows TIMETABLE_IMPORT_COLUMNS; all-or-nothing; effectiveFrom query (default today).
 *   GET    /api/week/timetable.xlsx      HOD, Admin classTimetableQuery -> .xlsx
 *   GET    /api/week/my-week.xlsx        Subject_Staff (none)           -> .xlsx (own week)
 *   GET    /api/week/my-week             Subject_Staff (none)           -> staffWeekAnswer
 *          the caller's timetabled periods of the week in force today (for the PDF of week-web).
 *   GET    /api/week/staff-week          HOD        staffWeekQuery     -> staffWeekAnswer
 *   GET    /api/week/staff-week.xlsx     HOD        staffWeekQuery     -> .xlsx
 *          a staff member's week, of the HOD's own department only (403 otherwise).
 *   GET    /api/week/my-day              Subject_Staff myDayQuery       -> myDayAnswer
 *          "My classes today": the caller's timetabled periods of `date` (default today).
 *   GET    /api/week/completion          HOD, Admin completionQuery     -> completionAnswer
 *   GET    /api/week/completion.xlsx     HOD, Admin completionQuery     -> .xlsx
 *   GET    /api/week/held                any staff  heldQuery          -> heldAnswer
 *          held / planned periods of a subject in its term so far (View Attendance).
 *
 * Changed existing calls
 *   POST   /api/attendance/mark?confirmSubstitution=true  (markQuery) a period the timetable gives
 *          to another subject is refused 409 SUBSTITUTION_CONFIRM with the text
 *          "P3 is Maths (Anand) in the timetable; mark it as Data Structures?" unless confirmed;
 *          a day off / outside the term is refused 400 DAY_OFF with dayOffReason's text.
 *   GET    /api/oversight/today  answer gains `week` (todayWeek below).
 */
import { z } from 'zod';
import {
  batchName,
  flexibleBoolean,
  idNumber,
  isoDate,
  requiredText,
  semesterNumber,
  yearNumber,
} from './common';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};
export const weekday = z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(', ')}` });

/** A class: the students of one department's batch in one year and semester. */
export const classKeySchema = z.object({
  department: z.string(),
  batch: batchName,
  year: yearNumber,
  semester: semesterNumber,
});
export type ClassKey = z.infer<typeof classKeySchema>;
/** The same in answers (response schemas must not transform). */
export const classKeyDto = z.object({
  department: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
});
/** The department comes from the signed-in staff, so queries name only the rest. */
export const classQuery = classKeySchema.omit({ department: true });

/* ---------- calendar ---------- */

/** First and last teaching day of a class (department set) or of every class of a semester. */
export const termDto = z.object({
  id: z.number().nullable(),
  /** Null: the campus-wide default for the semester (campus config). */
  department: z.string().nullable(),
  batch: z.string().nullable(),
  year: z.number().nullable(),
  semester: z.number(),
  firstDay: z.string(),
  lastDay: z.string(),
});
export type TermDto = z.infer<typeof termDto>;

const orderedDays = <T extends { firstDay: string; lastDay: string }>(value: T) =>
  value.firstDay <= value.lastDay;
export const termBody = classQuery
  .extend({ firstDay: isoDate, lastDay: isoDate })
  .refine(orderedDays, { error: 'must not be after lastDay', path: ['firstDay'] });
export type TermBody = z.infer<typeof termBody>;

export const CALENDAR_DAY_KINDS = ['holiday', 'working'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];
/** A holiday, or a working day on a weekly day off ("working Saturday"). */
export const calendarDayDto = z.object({
  id: z.number().nullable(),
  department: z.string().nullable(),
  date: z.string(),
  kind: z.enum(CALENDAR_DAY_KINDS),
  name: z.string(),
});
export type CalendarDayDto = z.infer<typeof calendarDayDto>;
export const calendarDayBody = z.object({
  date: isoDate,
  kind: z.enum(CALENDAR_DAY_KINDS),
  name: requiredText(100),
});
export type CalendarDayBody = z.infer<typeof calendarDayBody>;

export const calendarQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const calendarAnswer = z.object({
  weeklyDaysOff: z.array(weekday),
  terms: z.array(termDto),
  days: z.array(calendarDayDto),
});
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

/** The date picker's question: a class (or the class of a subject) and a range (≤ 400 days). */
export const daysOffQuery = z
  .object({
    subjectID: idNumber.optional(),
    batch: batchName.optional(),
    year: yearNumber.optional(),
    semester: semesterNumber.optional(),
    from: isoDate,
    to: isoDate,
  })
  .refine((q) => q.from <= q.to, { error: 'must not be after to', path: ['from'] });
export type DaysOffQuery = z.infer<typeof daysOffQuery>;
export const dayOffDto = z.object({ date: z.string(), reason: z.string() });
export type DayOffDto = z.infer<typeof dayOffDto>;
export const daysOffAnswer = z.object({
  term: z.object({ firstDay: z.string(), lastDay: z.string() }).nullable(),
  /** Every date of the range that cannot be marked, with the reason (also outside the term). */
  days: z.array(dayOffDto),
});
export type DaysOffAnswer = z.infer<typeof daysOffAnswer>;

/* ---------- marking ---------- */

export const markQuery = z.object({ confirmSubstitution: flexibleBoolean.default(false) });
export const SLOT_KINDS = ['timetabled', 'substitution', 'extra', 'unscheduled'] as const;
/** timetabled: as planned; substitution: another subject's period; extra: a free period;
 * unscheduled: the class has no timetable (today's behaviour). */
export type SlotKind = (typeof SLOT_KINDS)[number];

export const weekIdParams = z.object({ id: idNumber });
/** The error answer every route of the week declares. */
export const weekError = z.object({ message: z.string(), code: z.string() });
