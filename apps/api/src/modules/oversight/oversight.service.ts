import type { Kysely } from 'kysely';
import {
  campusToday,
  classKeyText,
  compareRegisterNumbers,
  DEFAULT_TIMETABLE,
  eligibilityBand,
  percentageOf,
  withMedicalLeave,
  startedPeriods,
  type OversightAbsences,
  type OversightAbsencesQuery,
  type OversightShortage,
  type OversightShortageQuery,
  type OversightToday,
  type OversightTodayQuery,
  type Designation,
  type PeriodStart,
  type ShortageStudent,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { BadRequestError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { OversightRepo } from './oversight.repo';
import { ShortageRepo } from './shortage.repo';
import { todayBoard } from './today';
import { todayWeek } from '../week';
import { TeachingDays } from '../week';
import type { WeekSettings } from '../week';
import { OffDaysRepo } from './off-days.repo';
import { teachingDayCounts } from './teaching-counts';
import { CountingRepo } from '../counting';

export interface CampusClock {
  timetable: readonly PeriodStart[];
  timeZone: string;
}

/** The campus's own timetable (the default one if it has none) in its time zone. */
export function campusClockOf(config: Pick<WeekSettings, 'campus' | 'timezone'>): CampusClock {
  return { timetable: config.campus.periods ?? DEFAULT_TIMETABLE, timeZone: config.timezone };
}

/** Who may see each oversight view, as JSON or as a workbook: one list for both. */
export const OVERSIGHT_ROLES = {
  today: ['HOD', 'Admin', 'Subject_Staff'],
  shortage: ['HOD', 'Admin'],
  absences: ['HOD', 'Admin'],
} as const satisfies Record<string, readonly Designation[]>;

const BAND_ORDER = { 'not-eligible': 0, condonation: 1, eligible: 2 } as const;

/**
 * The HOD's and Admin's daily questions about their department: who has not marked today,
 * who is short of attendance, who has stopped coming. A Subject_Staff sees only their own
 * classes of today; the other two views are the department's.
 */
export class OversightService {
  private readonly repo: OversightRepo;
  private readonly counts: ShortageRepo;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly campus: CampusClock,
    private readonly week: WeekSettings,
  ) {
    this.repo = new OversightRepo(db);
    this.counts = new ShortageRepo(db);
  }

  async today(staff: AuthStaff, query: OversightTodayQuery, now: Date): Promise<OversightToday> {
    const date = campusToday(now, this.campus.timeZone);
    const periods = startedPeriods(this.campus.timetable, now, this.campus.timeZone);
    const scope =
      staff.designation === 'Subject_Staff'
        ? { staffId: staff.id }
        : { department: staff.department };
    const subjects = await this.repo.assignedSubjects(scope, query);
    const marks =
      periods.length === 0
        ? []
        : await this.repo.markedPeriods(date, [...new Set(subjects.map((s) => s.batch))]);

    // Each class expects its timetable's periods (week.expected) or every started period (the
    // per-subject board); the day's counts are the classes' own.
    const week = await todayWeek(
      this.db,
      this.week,
      staff.department,
      subjects,
      marks,
      periods,
      now,
      staff.designation === 'Subject_Staff' ? staff.id : undefined,
    );
    const everyPeriod = new Set(
      week.classes.filter((c) => c.expects === 'every-period').map((c) => c.key),
    );
    const sum = (count: 'marked' | 'expected') =>
      week.classes.reduce((total, c) => total + c[count], 0);
    return {
      date,
      periods,
      marked: sum('marked'),
      expected: sum('expected'),
      staff: todayBoard(
        subjects.filter((s) => everyPeriod.has(classKeyText(s))),
        marks,
        periods,
      ),
      week,
    };
  }

  async shortage(
    staff: AuthStaff,
    query: OversightShortageQuery,
    now: Date,
  ): Promise<OversightShortage> {
    const today = campusToday(now, this.campus.timeZone);
    const endDate = query.endDate && query.endDate < today ? query.endDate : today;
    if (query.startDate && query.startDate > endDate)
      throw new BadRequestError('startDate: must not be after today or endDate');
    // The term so far (the screen's default; the semester so far for a class with no term)
    // comes from the kept totals less the records on days that do not teach; a chosen range
    // adds up the records themselves, less the same days.
    const range = { endDate, ...(query.startDate ? { startDate: query.startDate } : {}) };
    const [classes, days, policy] = await Promise.all([
      this.counts.activeClasses(staff.department, query),
      TeachingDays.of(this.db, this.week, staff.department),
      new CountingRepo(this.db).policyOf(staff.department),
    ]);
    // Every day teaching, the totals are the answer's counts as they stand: only the students
    // who may be short need reading (with days off, taking their records out may make others so).
    const counted =
      !query.startDate && endDate === today
        ? await this.counts.semesterTotals(
            classes,
            policy,
            days.everyDay ? query.threshold : undefined,
          )
        : await this.counts.subjectCounts(staff.department, query, range, policy);
    const rows = await teachingDayCounts(
      this.db,
      days,
      counted,
      new Map(classes.map((c) => [c.id, c])),
      range,
      policy,
    );

    const subjectIds = [...new Set(rows.map((r) => r.subject_id))];
    const names = new Map((await this.repo.subjects(subjectIds)).map((r) => [r.id, r]));
    const byStudent = new Map<
      number,
      Omit<ShortageStudent, 'overall' | 'band'> & { short: boolean }
    >();
    for (const row of rows) {
      const present = Number(row.present);
      const sessions = Number(row.sessions);
      const medical = Number(row.medical ?? 0);
      const percentage = percentageOf(present, sessions);
      let student = byStudent.get(row.student_id);
      if (!student) {
        student = {
          studentID: row.student_id,
          registerNumber: '',
          studentName: '',
          batch: '',
          year: 0,
          semester: 0,
          parentNumber: '',
          subjects: [],
          short: false,
          condonable: true,
        };
        byStudent.set(row.student_id, student);
      }
      const withMedical = withMedicalLeave(present, medical, sessions, policy);
      if (percentage < query.threshold) {
        student.short = true;
        if (withMedical < query.threshold) student.condonable = false;
      }
      student.subjects.push({
        subjectID: row.subject_id,
        subjectCode: names.get(row.subject_id)?.subject_code ?? '',
        subjectName: names.get(row.subject_id)?.subject_name ?? '',
        present,
        sessions,
        percentage,
        band: eligibilityBand(percentage),
        medical,
        withMedical,
      });
    }
    const short = [...byStudent.values()].filter(
      (s) => s.short && (query.condonation !== 'true' || s.condonable),
    );
    const identities = new Map(
      (await this.repo.students(short.map((s) => s.studentID))).map((r) => [r.id, r]),
    );
    const students: ShortageStudent[] = short.map(({ short: _short, ...student }) => {
      const who = identities.get(student.studentID);
      const present = student.subjects.reduce((sum, s) => sum + s.present, 0);
      const sessions = student.subjects.reduce((sum, s) => sum + s.sessions, 0);
      student.subjects.sort((a, b) => a.subjectCode.localeCompare(b.subjectCode));
      const weakest = student.subjects.reduce((a, b) => (a.percentage <= b.percentage ? a : b));
      return {
        ...student,
        registerNumber: who?.register_number ?? '',
        studentName: who?.student_name ?? '',
        batch: who?.batch ?? '',
        year: who?.year ?? 0,
        semester: who?.semester ?? 0,
        parentNumber: who?.parent_number ?? '',
        overall: { present, sessions, percentage: percentageOf(present, sessions) },
        band: weakest.band,
      };
    });
    students.sort(
      (a, b) =>
        a.overall.percentage - b.overall.percentage ||
        BAND_ORDER[a.band] - BAND_ORDER[b.band] ||
        compareRegisterNumbers(a.registerNumber, b.registerNumber),
    );
    return {
      startDate: query.startDate ?? null,
      endDate,
      threshold: query.threshold,
      presentStatuses: [...policy],
      students,
    };
  }

  async absences(
    staff: AuthStaff,
    query: OversightAbsencesQuery,
    now: Date,
  ): Promise<OversightAbsences> {
    const today = campusToday(now, this.campus.timeZone);
    // Only teaching days of the student's class count, attended or absent: days off are left
    // out of the search for the latest day attended, and every date is asked of the calendar.
    const days = await TeachingDays.of(this.db, this.week, staff.department);
    const first = days.everyDay ? null : await new OffDaysRepo(this.db).firstDate(staff.department);
    const skipped = first === null ? [] : days.daysOff(first, today);
    const latest = await this.repo.latestAttended(staff.department, query, skipped);
    const classes = new Map(latest.map((s) => [s.id, s]));
    const groups = new Map<string, number[]>();
    for (const { id, last_attended } of latest) {
      const after = last_attended ?? '';
      groups.set(after, [...(groups.get(after) ?? []), id]);
    }
    const rows = await this.repo.daysAfter(
      [...groups].map(([after, studentIds]) => ({ after, studentIds })),
    );
    const dates = new Map<number, string[]>();
    for (const row of rows) {
      const cls = classes.get(row.student_id);
      if (!days.everyDay && (!cls || !days.teaches(cls, row.date))) continue;
      const list = dates.get(row.student_id) ?? [];
      list.push(row.date);
      dates.set(row.student_id, list);
    }
    const absent = [...dates].filter(([, list]) => list.length >= query.days);
    const identities = await this.repo.students(absent.map(([id]) => id));
    const byId = new Map(identities.map((r) => [r.id, r]));
    const students = absent.flatMap(([id, list]) => {
      const who = byId.get(id);
      if (!who) return [];
      return [
        {
          studentID: id,
          registerNumber: who.register_number,
          studentName: who.student_name,
          batch: who.batch,
          year: who.year,
          semester: who.semester,
          parentNumber: who.parent_number,
          dates: [...list].sort(),
        },
      ];
    });
    students.sort(
      (a, b) =>
        b.dates.length - a.dates.length ||
        compareRegisterNumbers(a.registerNumber, b.registerNumber),
    );
    return { today, days: query.days, students };
  }
}
