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

/** What GET /api/oversight/today adds for the week (issue 20). */
export const todayWeek = z.object({
  /** Set on a campus or department day off: the reason, and expected is empty. */
  dayOff: z.string().nullable(),
  expected: z.array(todayExpected),
  /** Classes with assigned subjects but no timetable today: judged the old way (the board). */
  withoutTimetable: z.array(classKeyDto),
});
export type TodayWeek = z.infer<typeof todayWeek>;
