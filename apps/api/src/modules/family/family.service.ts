import type { Kysely } from 'kysely';
import {
  ATTENDANCE_STATUSES,
  attendedOfTotals,
  budgetSentence,
  campusToday,
  correctionLabel,
  countsAsAttended,
  effectiveStatus,
  CUMULATIVE_OD_THRESHOLD,
  eligibilityBand,
  LOW_ATTENDANCE_THRESHOLD,
  percentageOf,
  readCountingPolicy,
  subjectBudget,
  termOf,
  type AttendanceStatus,
  type ClassKey,
  type FamilyChild,
  type FamilyHomeAnswer,
  type FamilySubjectAnswer,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import type { WeekCache } from '../week';
import { CountingRepo } from '../counting';
import { CorrectionsRepo } from '../requests';
import { FamilyRepo } from './family.repo';

/** A student's home and a subject's periods, for the student or their parent. */
export class FamilyService {
  private readonly repo: FamilyRepo;
  private readonly counting: CountingRepo;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly week: WeekCache,
  ) {
    this.repo = new FamilyRepo(db);
    this.counting = new CountingRepo(db);
  }

  async childrenOf(ids: number[]): Promise<FamilyChild[]> {
    return (await this.repo.students(ids)).map((s) => ({
      studentID: s.id,
      studentName: s.student_name,
      registerNumber: s.register_number,
      department: s.department,
      batch: s.batch,
      year: s.year,
      semester: s.semester,
    }));
  }

  /**
   * Per subject of the current class: held, attended and % from the kept totals, and the budget
   * from the week (the class's calendar and timetable versions, cached between requests).
   */
  async home(child: FamilyChild, now: Date): Promise<FamilyHomeAnswer> {
    const student = { id: child.studentID, year: child.year, semester: child.semester };
    const cls: ClassKey = {
      department: child.department,
      batch: child.batch,
      year: child.year,
      semester: child.semester,
    };
    const today = campusToday(now, this.config.timezone);
    const rows = await this.repo.home(student, child.department, today);
    // A subject's columns are null together (the left join): only the student's row, no subject.
    const subjects = rows.flatMap(({ id, subject_code, subject_name, ...row }) =>
      id === null ? [] : [{ ...row, id, code: subject_code ?? '', name: subject_name ?? '' }],
    );
    const policy = readCountingPolicy(rows[0]?.policy);
    const hodName = rows[0]?.hod_name ?? null;
    // The week's stamp, read with the rows, keeps the cached week current (week-cache.ts).
    if (rows[0]) this.week.current(rows[0].stamp);
    const [calendar, versions] = await Promise.all([
      this.week.calendar(child.department),
      this.week.timetable(cls),
    ]);
    return {
      student: child,
      term: termOf(calendar, cls),
      hodName,
      thresholds: {
        lowAttendance: LOW_ATTENDANCE_THRESHOLD,
        cumulativeOnDuty: CUMULATIVE_OD_THRESHOLD,
      },
      counted: [...policy],
      subjects: subjects.map((subject) => {
        const held = Number(subject.sessions ?? 0);
        const attended = attendedOfTotals(
          {
            present: Number(subject.present ?? 0),
            onDuty: Number(subject.on_duty ?? 0),
            medicalLeave: Number(subject.medical_leave ?? 0),
            onLeave: Number(subject.on_leave ?? 0),
          },
          policy,
        );
        const percentage = percentageOf(attended, held);
        const budget = subjectBudget(held, attended, {
          calendar,
          versions,
          cls,
          subjectID: subject.id,
          now,
          timeZone: this.config.timezone,
          heldToday: Number(subject.held_today ?? 0),
        });
        return {
          subjectID: subject.id,
          subjectCode: subject.code,
          subjectName: subject.name,
          held,
          attended,
          percentage,
          band: eligibilityBand(percentage),
          budget,
          sentence: budgetSentence(budget, subject.name),
        };
      }),
      fetchedAt: now.toISOString(),
    };
  }

  async subject(child: FamilyChild, subjectID: number): Promise<FamilySubjectAnswer> {
    const student = { id: child.studentID, year: child.year, semester: child.semester };
    const subject = (await this.repo.subjects(student)).find((s) => s.id === subjectID);
    if (!subject)
      throw new NotFoundError('This subject is not one of the student’s this semester.');
    const [rows, policy, corrections] = await Promise.all([
      this.repo.periods(student, subjectID),
      this.counting.policyOf(child.department),
      new CorrectionsRepo(this.db).ofStudentSubject(student.id, subjectID),
    ]);
    const corrected = new Map(corrections.map((c) => [`${c.date}|${c.period}`, c]));
    return {
      subjectID,
      subjectCode: subject.subject_code,
      subjectName: subject.subject_name,
      periods: rows.map((row) => {
        const correction =
          row.voided_at === null ? corrected.get(`${row.date}|${row.period}`) : undefined;
        const effective = toStatus(effectiveStatus(row.status, correction?.effective));
        return {
          date: row.date,
          period: row.period,
          status: toStatus(row.status),
          effectiveStatus: effective,
          correction: correction
            ? correctionLabel(correction.submitted, correction.effective, correction.approved_at)
            : null,
          attended: row.voided_at === null && countsAsAttended(effective, policy),
          markedBy: row.staff_name,
          voided: row.voided_at !== null,
        };
      }),
    };
  }
}

function toStatus(status: string): AttendanceStatus {
  return (ATTENDANCE_STATUSES as readonly string[]).includes(status)
    ? (status as AttendanceStatus)
    : 'A';
}
