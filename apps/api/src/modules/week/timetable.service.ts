import type { Kysely } from 'kysely';
import {
  campusToday,
  DEFAULT_TIMETABLE,
  termOf,
  timetableAt,
  timetableConflicts,
  type BusySlot,
  type ClassKey,
  type ClassTimetableAnswer,
  type ClassTimetableQuery,
  type TimetableBody,
  type TimetableConflict,
  type TimetableSaveAnswer,
  type WeekClassDto,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { TimetableRepo } from './timetable.repo';
import { classLabel, WeekClassResolver } from './week-class';
import { WeekLoader } from './week-loader';

export type SaveOutcome =
  | { ok: true; answer: TimetableSaveAnswer }
  | { ok: false; message: string; conflicts: TimetableConflict[] };

/** The HOD's class timetables: read, save as a dated version (conflicts refused), list classes. */
export class TimetableService {
  readonly repo: TimetableRepo;
  private readonly weeks: WeekLoader;
  private readonly weekClasses: WeekClassResolver;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new TimetableRepo(db);
    this.weeks = new WeekLoader(db, config);
    this.weekClasses = new WeekClassResolver(db);
  }

  get periods() {
    return this.config.campus.periods ?? DEFAULT_TIMETABLE;
  }

  async get(
    staff: AuthStaff,
    query: ClassTimetableQuery,
    now: Date,
  ): Promise<ClassTimetableAnswer> {
    const cls = {
      department: staff.department,
      batch: query.batch,
      year: query.year,
      semester: query.semester,
    };
    const date = query.date ?? campusToday(now, this.config.timezone);
    const versions = await this.weeks.timetable(cls);
    const subjects = await this.repo.subjectsWithStaff({ cls });
    return {
      class: cls,
      current: timetableAt(versions, date) as ClassTimetableAnswer['current'],
      versions: versions.map((v) => ({ effectiveFrom: v.effectiveFrom, createdAt: v.createdAt })),
      subjects: subjects.map((s) => ({
        subjectID: s.id,
        subjectCode: s.subject_code,
        subjectName: s.subject_name,
        isElective: s.is_elective === 1,
        staffID: s.staff_id,
        staffName: s.staff_name,
      })),
      periods: [...this.periods],
    };
  }

  /** The conflicts and warnings of a class's cells, against the other classes in force then. */
  async check(cls: ClassKey, body: Pick<TimetableBody, 'cells' | 'effectiveFrom'>) {
    const subjects = await this.repo.subjectsWithStaff({ cls });
    const staffIds = [
      ...new Set(subjects.flatMap((s) => (s.staff_id === null ? [] : [s.staff_id]))),
    ];
    const theirSubjects = staffIds.length === 0 ? [] : await this.repo.staffSubjects(staffIds);
    const staffOf = new Map(theirSubjects.map((s) => [s.id, s.staff_id as number]));
    const others = await this.weeks.timetables({ subjectIds: theirSubjects.map((s) => s.id) });
    const busy: BusySlot[] = [];
    for (const other of others) {
      const same =
        other.cls.department === cls.department &&
        other.cls.batch === cls.batch &&
        other.cls.year === cls.year &&
        other.cls.semester === cls.semester;
      if (same) continue;
      const version = timetableAt(other.versions, body.effectiveFrom);
      for (const cell of version?.cells ?? []) {
        for (const id of cell.subjectIDs) {
          const staffID = staffOf.get(id);
          if (staffID !== undefined) {
            busy.push({
              staffID,
              day: cell.day,
              period: cell.period,
              classLabel: classLabel(other.cls),
            });
          }
        }
      }
    }
    return timetableConflicts({
      cells: body.cells,
      subjects: subjects.map((s) => ({
        subjectID: s.id,
        subjectCode: s.subject_code,
        staffID: s.staff_id,
        staffName: s.staff_name,
      })),
      periods: this.periods.map((p) => p.number),
      busy,
    });
  }

  async save(staff: AuthStaff, body: TimetableBody, now: Date): Promise<SaveOutcome> {
    const cls = await this.weekClasses.ofDepartment(staff, body);
    const { conflicts, warnings } = await this.check(cls, body);
    if (conflicts.length > 0) {
      const first = conflicts[0] as TimetableConflict;
      const more = conflicts.length > 1 ? ` (and ${conflicts.length - 1} more)` : '';
      return { ok: false, message: `${first.message}${more}`, conflicts };
    }
    await this.repo.saveVersion(cls, body.effectiveFrom, body.cells, staff.id, now.toISOString());
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'week.timetable',
      entity: 'timetable',
      entityId: classLabel(cls),
      details: { effectiveFrom: body.effectiveFrom, cells: body.cells.length },
    });
    return {
      ok: true,
      answer: {
        message: `Timetable of ${classLabel(cls)} saved, in force from ${body.effectiveFrom}.`,
        effectiveFrom: body.effectiveFrom,
        cells: body.cells.length,
        warnings,
      },
    };
  }

  async classes(staff: AuthStaff, now: Date): Promise<WeekClassDto[]> {
    const today = campusToday(now, this.config.timezone);
    const [classes, { timetables, calendar }] = await Promise.all([
      this.repo.classesOf(staff.department),
      this.weeks.weeks(staff.department),
    ]);
    const timetabled = new Set(
      timetables
        .filter((t) => timetableAt(t.versions, today) !== null)
        .map((t) => classLabel(t.cls)),
    );
    return classes.map((c) => ({
      ...c,
      hasTimetable: timetabled.has(classLabel(c)),
      term: termOf(calendar, c),
    }));
  }
}
