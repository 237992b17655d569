import type { ClassKey } from './week';

/** Who a timetabled or marking subject belongs to. */
export interface SlotSubject {
  subjectID: number;
  subjectCode: string;
  subjectName: string;
  staffID: number | null;
  staffName: string | null;
}

/**
 * One timetabled class-period of today that has started (or a free one marked: extra):
 * marked by its subject, marked by a substitute (another subject), or not marked yet.
 */
export interface TodayExpected extends ClassKey {
  period: number;
  starts: string;
  state: 'marked' | 'substitute' | 'missing' | 'extra';
  /** The timetable's subjects of the cell (empty for an extra class). */
  subjects: SlotSubject[];
  /** The subjects that marked it (empty while missing). */
  markedBy: SlotSubject[];
  minutesSinceStart: number;
}

/** What GET /api/oversight/today adds for the week (issue 20). */
export interface TodayWeek {
  /** Set on a campus or department day off: the reason, and expected is empty. */
  dayOff: string | null;
  expected: TodayExpected[];
  /** Classes with assigned subjects but no timetable today: judged the old way (the board). */
  withoutTimetable: ClassKey[];
}
