import type { Kysely } from 'kysely';
import type { ClassKey } from '@attendance/domain';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { TimetableRepo } from './timetable.repo';

export const classLabel = (c: Omit<ClassKey, 'department'>) =>
  `${c.batch} year ${c.year} semester ${c.semester}`;

/** The class a request names: by a subject (its class), or by batch, year and semester. */
export class WeekClassResolver {
  constructor(private readonly db: Kysely<DB>) {}

  async ofSubject(subjectID: number): Promise<ClassKey | null> {
    const subject = await this.db
      .selectFrom('subjects')
      .select(['owner_department as department', 'batch', 'year', 'semester'])
      .where('id', '=', subjectID)
      .executeTakeFirst();
    return subject ?? null;
  }

  /**
   * The class of the staff's department a body names (a term, a timetable): refused when none
   * of the department's subjects is of it, so nothing is stored for another department's class
   * or a class that does not exist.
   */
  async ofDepartment(staff: AuthStaff, named: Omit<ClassKey, 'department'>): Promise<ClassKey> {
    const cls = {
      department: staff.department,
      batch: named.batch,
      year: named.year,
      semester: named.semester,
    };
    const subjects = await new TimetableRepo(this.db).subjectsWithStaff({ cls });
    if (subjects.length === 0)
      throw new NotFoundError(`${classLabel(cls)} is not a class of your department.`);
    return cls;
  }

  private async teaches(staffId: number, subjectID: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('assignments')
      .select('id')
      .where('staff_id', '=', staffId)
      .where('subject_id', '=', subjectID)
      .executeTakeFirst();
    return row !== undefined;
  }

  async resolve(
    staff: AuthStaff,
    query: { subjectID?: number; batch?: string; year?: number; semester?: number },
  ): Promise<ClassKey> {
    if (query.subjectID !== undefined) {
      const cls = await this.ofSubject(query.subjectID);
      if (!cls) throw new NotFoundError('Subject not found.');
      if (cls.department !== staff.department && !(await this.teaches(staff.id, query.subjectID))) {
        throw new ForbiddenError('This subject is not of your department.');
      }
      return cls;
    }
    if (!query.batch || !query.year || !query.semester) {
      throw new BadRequestError('subjectID, or batch, year and semester, are required.');
    }
    return {
      department: staff.department,
      batch: query.batch,
      year: query.year,
      semester: query.semester,
    };
  }
}
