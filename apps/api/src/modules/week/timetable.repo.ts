import type { Kysely } from 'kysely';
import {
  classKeyAcross,
  type ClassKey,
  type TimetableCell,
  type TimetableVersion,
  type Weekday,
} from '@attendance/domain';
import { stillCounts } from '../../db/counting';
import type { DB } from '../../db/types';

/** A class's timetable versions with their cells, oldest first. */
export interface ClassVersions {
  cls: ClassKey;
  versions: (TimetableVersion & { createdAt: string })[];
}

const key = classKeyAcross;

/** All SQL of class timetables. */
export class TimetableRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The subjects each of these staff teaches, for the clash check across classes. */
  async staffSubjects(staffIds: number[]) {
    return this.db
      .selectFrom('assignments')
      .select(['subject_id as id', 'staff_id'])
      .where('staff_id', 'in', staffIds)
      .execute();
  }

  /**
   * The timetables (every version) of the classes matching the filter: one class, a department's,
   * or those whose cells name any of the subjects.
   */
  async versions(filter: {
    cls?: Partial<ClassKey>;
    subjectIds?: number[];
    from?: string;
  }): Promise<ClassVersions[]> {
    let query = this.db
      .selectFrom('timetable_versions as v')
      .leftJoin('timetable_cells as c', 'c.version_id', 'v.id')
      .select([
        'v.id',
        'v.department',
        'v.batch',
        'v.year',
        'v.semester',
        'v.effective_from',
        'v.created_at',
        'c.weekday',
        'c.period',
        'c.subject_id',
      ]);
    const cls = filter.cls ?? {};
    if (cls.department) query = query.where('v.department', '=', cls.department);
    if (cls.batch) query = query.where('v.batch', '=', cls.batch);
    if (cls.year) query = query.where('v.year', '=', cls.year);
    if (cls.semester) query = query.where('v.semester', '=', cls.semester);
    if (filter.subjectIds) {
      if (filter.subjectIds.length === 0) return [];
      const ids = filter.subjectIds;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('timetable_versions as o')
            .innerJoin('timetable_cells as oc', 'oc.version_id', 'o.id')
            .select('o.id')
            .whereRef('o.department', '=', 'v.department')
            .whereRef('o.batch', '=', 'v.batch')
            .whereRef('o.year', '=', 'v.year')
            .whereRef('o.semester', '=', 'v.semester')
            .where('oc.subject_id', 'in', ids),
        ),
      );
    }
    const rows = await query
      .orderBy('v.effective_from')
      .orderBy('c.weekday')
      .orderBy('c.period')
      .execute();
    const classes = new Map<string, ClassVersions>();
    const versions = new Map<number, ClassVersions['versions'][number]>();
    for (const row of rows) {
      const cls = {
        department: row.department,
        batch: row.batch,
        year: row.year,
        semester: row.semester,
      };
      let entry = classes.get(key(cls));
      if (!entry) classes.set(key(cls), (entry = { cls, versions: [] }));
      let version = versions.get(row.id);
      if (!version) {
        version = { effectiveFrom: row.effective_from, createdAt: row.created_at, cells: [] };
        versions.set(row.id, version);
        entry.versions.push(version);
      }
      if (row.weekday === null || row.period === null || row.subject_id === null) continue;
      const cells = version.cells as TimetableCell[];
      const cell = cells.find((c) => c.day === row.weekday && c.period === row.period);
      if (cell) cell.subjectIDs.push(row.subject_id);
      else
        cells.push({
          day: row.weekday as Weekday,
          period: row.period,
          subjectIDs: [row.subject_id],
        });
    }
    return [...classes.values()];
  }

  /** Stores a version from `effectiveFrom`, replacing one of the same class and date. */
  async saveVersion(
    cls: ClassKey,
    effectiveFrom: string,
    cells: readonly TimetableCell[],
    staffId: number | null,
    at: string,
  ): Promise<void> {
    await this.db
      .transaction()
      .execute((trx) =>
        new TimetableRepo(trx).writeVersion(cls, effectiveFrom, cells, staffId, at),
      );
  }

  /** saveVersion's writes, inside the caller's transaction (an import stores many classes). */
  async writeVersion(
    cls: ClassKey,
    effectiveFrom: string,
    cells: readonly TimetableCell[],
    staffId: number | null,
    at: string,
  ): Promise<void> {
    const trx = this.db;
    const old = await trx
      .selectFrom('timetable_versions')
      .select('id')
      .where('department', '=', cls.department)
      .where('batch', '=', cls.batch)
      .where('year', '=', cls.year)
      .where('semester', '=', cls.semester)
      .where('effective_from', '=', effectiveFrom)
      .executeTakeFirst();
    if (old) {
      await trx.deleteFrom('timetable_cells').where('version_id', '=', old.id).execute();
      await trx.deleteFrom('timetable_versions').where('id', '=', old.id).execute();
    }
    const version = await trx
      .insertInto('timetable_versions')
      .values({ ...cls, effective_from: effectiveFrom, created_by: staffId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = cells.flatMap((cell) =>
      [...new Set(cell.subjectIDs)].map((subject_id) => ({
        version_id: version.id,
        weekday: cell.day,
        period: cell.period,
        subject_id,
      })),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('timetable_cells')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }

  /** Subjects by id with the staff assigned to them (if any). */
  subjectsWithStaff(filter: { ids?: number[]; cls?: ClassKey; staffId?: number }) {
    let query = this.db
      .selectFrom('subjects')
      .leftJoin('assignments', 'assignments.subject_id', 'subjects.id')
      .leftJoin('staff', 'staff.id', 'assignments.staff_id')
      .select([
        'subjects.id',
        'subjects.subject_code',
        'subjects.subject_name',
        'subjects.batch',
        'subjects.year',
        'subjects.semester',
        'subjects.owner_department',
        'subjects.is_elective',
        'assignments.status',
        'staff.id as staff_id',
        'staff.staff_name',
      ]);
    if (filter.ids) {
      if (filter.ids.length === 0) return Promise.resolve([]);
      query = query.where('subjects.id', 'in', filter.ids);
    }
    if (filter.cls) {
      query = query
        .where('subjects.owner_department', '=', filter.cls.department)
        .where('subjects.batch', '=', filter.cls.batch)
        .where('subjects.year', '=', filter.cls.year)
        .where('subjects.semester', '=', filter.cls.semester);
    }
    if (filter.staffId !== undefined)
      query = query.where('assignments.staff_id', '=', filter.staffId);
    return query.orderBy('subjects.subject_code').execute();
  }

  /** The classes of a department, from its subjects. */
  classesOf(department: string) {
    return this.db
      .selectFrom('subjects')
      .select(['owner_department as department', 'batch', 'year', 'semester'])
      .where('owner_department', '=', department)
      .groupBy(['owner_department', 'batch', 'year', 'semester'])
      .orderBy('batch')
      .orderBy('year')
      .orderBy('semester')
      .execute();
  }

  /** A staff member's name and department, for a HOD's look at their week. */
  staffMember(id: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'department'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async staffCodes(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('staff')
      .select(['id', 'staff_code'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.staff_code]));
  }

  /** Each marked (subject, date, period) of the subjects in the range, with its first save. */
  markedSlots(subjectIds: number[], from: string, to: string) {
    if (subjectIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('attendance')
      .select(['subject_id', 'date', 'period', (eb) => eb.fn.min('created_at').as('first_at')])
      .where('subject_id', 'in', subjectIds)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where(stillCounts('voided_at'))
      .groupBy(['subject_id', 'date', 'period'])
      .execute();
  }
}

export const classKeyText = key;
