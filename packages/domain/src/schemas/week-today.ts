import { z } from 'zod';
import { classKeyDto } from './week';

/** Who a timetabled or marking subject belongs to. */
export const slotSubject = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  staffID: z.number().nullable(),
  staffName: z.string().nullable(),
});
export type SlotSubject = z.infer<typeof slotSubject>;

/**
 * One timetabled class-period of today that has started (or a free one marked: extra):
 * marked by its subject, marked by a substitute (another subject), or not marked yet.
 */
export const todayExpected = classKeyDto.extend({
  period: z.number(),
  starts: z.string(),
  state: z.enum(['marked', 'substitute', 'missing', 'extra']),
  /** The timetable's subjects of the cell (empty for an extra class). */
  subjects: z.array(slotSubject),
  /** The subjects that marked it (empty while missing). */
  markedBy: z.array(slotSubject),
  minutesSinceStart: z.number(),
});
export type TodayExpected = z.infer<typeof todayExpected>;

/**
 * Today's one model of "expected" (issue 55): each class of the assigned subjects, by its key
 * (classKeyText), and what is expected of it. A class with a timetable in force expects its
 * timetabled periods that have started (listed in `expected`); a class without one expects
 * every started period (judged per subject in `staff`). The day's counts are these classes'.
 */
export const todayClass = classKeyDto.extend({
  key: z.string(),
  expects: z.enum(['timetable', 'every-period']),
  /** Its class-periods expected so far, and of those marked. */
  expected: z.number(),
  marked: z.number(),
});
export type TodayClass = z.infer<typeof todayClass>;

/** What GET /api/oversight/today adds for the week (issue 20). */
export const todayWeek = z.object({
  /** Set on a campus or department day off: the reason, and expected is empty. */
  dayOff: z.string().nullable(),
  expected: z.array(todayExpected),
  /** The classes whose expectation is every started period: the `classes` of that kind. */
  withoutTimetable: z.array(classKeyDto),
  /** Every class of the answer with its expectation (empty on a day off). */
  classes: z.array(todayClass),
});
export type TodayWeek = z.infer<typeof todayWeek>;
