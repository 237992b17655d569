import type { Kysely } from 'kysely';
import {
  classKeyText,
  campusToday,
  clockMinutes,
  dayOffReason,
  DEFAULT_TIMETABLE,
  expectedPeriods,
  timetableAt,
  zonedMoment,
  type ClassKey,
  type SlotSubject,
  type TodayClass,
  type TodayExpected,
  type TodayWeek,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { TimetableRepo } from './timetable.repo';
import { WeekLoader, type WeekSettings } from './week-loader';

type ClassOf = { batch: string; year: number; semester: number };
const short = classKeyText;

/** A period marked today: the subject and the class it belongs to. */
export interface MarkedToday extends ClassOf {
  subject_id: number;
  period: number;
}

/**
 * Today's one model of "expected": each class of the subjects (and each timetable naming them)
 * by its key, expecting its timetabled periods that have started (each marked, marked by a
 * substitute or missing, and free periods marked: extra) or, with no timetable in force, every
 * started period (the caller's per-subject board shows those). On a day off nothing is
 * expected of anyone.
 */
export async function todayWeek(
  db: Kysely<DB>,
  config: WeekSettings,
  department: string,
  subjects: readonly (ClassOf & { subject_id: number })[],
  marks: readonly MarkedToday[],
  started: readonly number[],
  now: Date,
  onlyStaffId?: number,
): Promise<TodayWeek> {
  const date = campusToday(now, config.timezone);
  const repo = new TimetableRepo(db);
  const weeks = new WeekLoader(db, config);
  const calendar = await weeks.calendar(department);
  const dayOff = dayOffReason(calendar, department, date);
  if (dayOff) return { dayOff, expected: [], withoutTimetable: [], classes: [] };

  const timetables = await weeks.timetables({
    subjectIds: [...new Set(subjects.map((s) => s.subject_id))],
  });
  const inForce = timetables.filter((t) => timetableAt(t.versions, date) !== null);
  const withTimetable = new Set(inForce.map((t) => short(t.cls)));
  const withoutTimetable = new Map<string, ClassKey>();
  for (const s of subjects) {
    if (!withTimetable.has(short(s))) {
      withoutTimetable.set(short(s), {
        department,
        batch: s.batch,
        year: s.year,
        semester: s.semester,
      });
    }
  }
  const classPeriodsMarked = new Set(marks.map((m) => `${short(m)}:${m.period}`));

  const ids = new Set(marks.map((m) => m.subject_id));
  for (const t of inForce)
    for (const v of t.versions) for (const c of v.cells) c.subjectIDs.forEach((id) => ids.add(id));
  const info = new Map<number, SlotSubject>();
  for (const s of await repo.subjectsWithStaff({ ids: [...ids] })) {
    info.set(s.id, {
      subjectID: s.id,
      subjectCode: s.subject_code,
      subjectName: s.subject_name,
      staffID: s.staff_id,
      staffName: s.staff_name,
    });
  }
  const periods = config.campus.periods ?? DEFAULT_TIMETABLE;
  const { secondOfDay } = zonedMoment(now, config.timezone);
  const startOf = (period: number) => periods.find((p) => p.number === period)?.starts ?? '00:00';
  const known = (id: number) =>
    info.get(id) ?? {
      subjectID: id,
      subjectCode: '',
      subjectName: '',
      staffID: null,
      staffName: null,
    };

  const expected: TodayExpected[] = [];
  for (const { cls, versions } of inForce) {
    const day = expectedPeriods(calendar, versions, cls, date);
    if (day.dayOff) continue;
    for (const period of started) {
      const cell = day.cells.find((c) => c.period === period);
      const markers = marks
        .filter((m) => short(m) === short(cls) && m.period === period)
        .map((m) => m.subject_id);
      if (!cell && markers.length === 0) continue;
      const planned = cell?.subjectIDs ?? [];
      const state: TodayExpected['state'] = !cell
        ? 'extra'
        : markers.some((id) => planned.includes(id))
          ? 'marked'
          : markers.length > 0
            ? 'substitute'
            : 'missing';
      const starts = startOf(period);
      expected.push({
        ...cls,
        period,
        starts,
        state,
        subjects: planned.map(known),
        markedBy: markers.map(known),
        minutesSinceStart: Math.max(0, Math.floor((secondOfDay - clockMinutes(starts) * 60) / 60)),
      });
    }
  }
  const mine = (e: TodayExpected) =>
    onlyStaffId === undefined ||
    [...e.subjects, ...e.markedBy].some((s) => s.staffID === onlyStaffId);
  const shown = expected.filter(mine);
  const classes: TodayClass[] = [
    ...inForce.map(({ cls }): TodayClass => {
      const ofClass = (e: TodayExpected) =>
        e.department === cls.department && short(e) === short(cls);
      const planned = shown.filter((e) => e.state !== 'extra' && ofClass(e));
      const marked = planned.filter((e) => e.state !== 'missing').length;
      return { ...cls, key: short(cls), expects: 'timetable', expected: planned.length, marked };
    }),
    ...[...withoutTimetable.values()].map((cls): TodayClass => {
      const marked = started.filter((p) => classPeriodsMarked.has(`${short(cls)}:${p}`)).length;
      const count = { expected: started.length, marked };
      return { ...cls, key: short(cls), expects: 'every-period', ...count };
    }),
  ];
  return {
    dayOff: null,
    expected: shown,
    withoutTimetable: [...withoutTimetable.values()],
    classes,
  };
}
