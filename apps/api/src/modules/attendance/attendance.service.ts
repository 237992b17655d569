import type { Kysely } from 'kysely';
import { byRegisterNumber, MESSAGES, type CumulativeData } from '@attendance/domain';
import type { DB } from '../../db/types';
import { ownRecordOrNotFound } from '../../lib/department';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { AttendanceRepo } from './attendance.repo';

/** Kept for marking.service.ts; the text lives in the domain's MESSAGES. */
export const NOT_ASSIGNED_MESSAGE = MESSAGES.notAssigned;

export class AttendanceService {
  private readonly repo: AttendanceRepo;

  constructor(db: Kysely<DB>) {
    this.repo = new AttendanceRepo(db);
  }

  /** A Subject_Staff sees only their own subjects. */
  async subjectsOf(staff: AuthStaff, staffId: number) {
    if (staffId !== staff.id)
      throw new ForbiddenError('You can only see the subjects assigned to you.');
    const rows = await this.repo.subjectsOfStaff(staffId);
    return rows.map((row) => ({
      id: row.id,
      subjectCode: row.subject_code,
      subject: {
        subjectName: row.subject_name,
        subjectID: row.subject_id,
        isElective: row.is_elective === 1,
      },
      batch: row.batch,
      year: row.year,
      semester: row.semester,
      department: row.department,
      assignedBy: row.assigned_by,
      status: row.status === 1,
    }));
  }

  async classList(staff: AuthStaff, subjectId: number) {
    await this.assertCanRead(staff, subjectId);
    const rows = await this.repo.allocatedStudents(subjectId);
    // The SQL order is the engine's collation ('21CS10' before '21CS9'); the class list takes
    // the one register-number order of every other list.
    return byRegisterNumber(
      rows.map((row) => ({
        studentID: row.id,
        registerNumber: row.register_number,
        studentName: row.student_name,
      })),
    );
  }

  /** The records as JSON text (see AttendanceRepo.viewJson), in the shape of AttendanceViewRecord[]. */
  async view(
    staff: AuthStaff,
    query: { subjectID: number; startDate?: string; endDate?: string },
  ): Promise<string> {
    await this.assertCanRead(staff, query.subjectID);
    return this.repo.viewJson(query.subjectID, query.startDate, query.endDate);
  }

  /** One day of the caller's department, nested department > year > semester > batch > subject. */
  async cumulative(
    staff: AuthStaff,
    query: { date: string; batch?: string; year?: number; semester?: number },
  ): Promise<{ data: CumulativeData }> {
    const rows = await this.repo.cumulative(staff.department, query.date, query);
    const data: CumulativeData = {};
    for (const row of rows) {
      const byYear = (data[row.department] ??= {});
      const bySemester = (byYear[String(row.year)] ??= {});
      const byBatch = (bySemester[String(row.semester)] ??= {});
      const bySubject = (byBatch[row.batch] ??= {});
      const leaf = (bySubject[row.subject_code] ??= {
        subjectName: row.subject_name,
        students: [],
      });
      leaf.students.push({
        studentName: row.student_name,
        registerNumber: row.register_number,
        period: row.period,
        status: row.status,
        date: row.date,
      });
    }
    return { data };
  }

  /**
   * The assigned Subject_Staff reads a subject's class and attendance; the Admin and HOD of the
   * subject's department may read it too.
   */
  private async assertCanRead(staff: AuthStaff, subjectId: number): Promise<void> {
    const subject = await this.repo.subjectWithAssignment(subjectId);
    if (!subject) throw new NotFoundError(MESSAGES.subjectNotFound);
    if (staff.designation === 'Subject_Staff') {
      if (subject.staff_id !== staff.id) throw new ForbiddenError(MESSAGES.notAssigned);
      return;
    }
    ownRecordOrNotFound(staff, subject, (s) => s.owner_department, MESSAGES.subjectNotFound);
  }
}
