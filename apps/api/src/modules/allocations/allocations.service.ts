import type { Kysely } from 'kysely';
import {
  compareNatural,
  compareRegisterNumbers,
  isEligibleSubject,
  isSubjectOfDepartment,
  type AllocateBody,
  type StudentAllocations,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { STUDENT_NOT_FOUND } from '../students/students.service';
import { AllocationsRepo, type AllocationRow } from './allocations.repo';

/** Rows of one query, folded into one entry per student, in register-number order. */
export function groupByStudent(rows: AllocationRow[]): StudentAllocations[] {
  const students = new Map<number, StudentAllocations>();
  for (const row of rows) {
    let entry = students.get(row.student_id);
    if (!entry) {
      entry = {
        studentID: row.student_id,
        studentName: row.student_name,
        registerNumber: row.register_number,
        batch: row.batch,
        department: row.department,
        year: row.year,
        semester: row.semester,
        allocatedSubjects: [],
      };
      students.set(row.student_id, entry);
    }
    entry.allocatedSubjects.push({
      subjectID: row.subject_id,
      subjectCode: row.subject_code,
      subjectName: row.subject_name,
      isCommon: Boolean(row.is_common),
      isElective: Boolean(row.is_elective),
      assignedStaff:
        row.staff_id === null ? null : { staffID: row.staff_id, staffName: row.staff_name ?? '' },
    });
  }
  const list = [...students.values()];
  for (const entry of list) {
    entry.allocatedSubjects.sort(
      (a, b) => compareNatural(a.subjectCode, b.subjectCode) || a.subjectID - b.subjectID,
    );
  }
  return list.sort((a, b) => compareRegisterNumbers(a.registerNumber, b.registerNumber));
}

export class AllocationsService {
  private readonly repo: AllocationsRepo;

  constructor(private readonly db: Kysely<DB>) {
    this.repo = new AllocationsRepo(db);
  }

  async list(staff: AuthStaff): Promise<StudentAllocations[]> {
    return groupByStudent(await this.repo.listAllocated(staff.department));
  }

  /**
   * Adds subjects to what the student already has. Nothing is ever taken away here: attendance
   * may already be recorded against an allocation.
   */
  async allocate(staff: AuthStaff, body: AllocateBody, now: Date) {
    return this.db.transaction().execute(async (trx) => {
      const repo = new AllocationsRepo(trx);
      const student = await repo.findActiveStudent(body.registerNumber, staff.department);
      if (!student) throw new NotFoundError(STUDENT_NOT_FOUND);

      const subjects = new Map((await repo.subjectsByIds(body.subjectIDs)).map((s) => [s.id, s]));
      for (const id of body.subjectIDs) {
        const subject = subjects.get(id);
        // Another department's subject answers as an unknown id: neither its details nor even
        // its existence are ours to learn.
        if (!subject || !isSubjectOfDepartment(subject, student)) {
          throw new BadRequestError(`Subject ${id} does not exist.`, 'VALIDATION');
        }
        if (!isEligibleSubject(subject, student)) {
          throw new BadRequestError(
            `Subject ${subject.subject_code} (ID ${id}) cannot be allocated to ${student.register_number}: ` +
              "only subjects of the student's batch, year and semester, in the student's department or common to all, can be.",
            'SUBJECT_NOT_ELIGIBLE',
          );
        }
      }

      const already = new Set(await repo.allocatedSubjectIds(student.id));
      const fresh = body.subjectIDs.filter((id) => !already.has(id));
      const added = await repo.insert(student.id, fresh, staff.id, now);
      if (added > 0) {
        await writeAudit(trx, now, {
          staffId: staff.id,
          action: 'allocate',
          entity: 'student',
          entityId: student.id,
          details: { registerNumber: student.register_number, subjectIDs: fresh },
        });
      }
      const [entry] = groupByStudent(await repo.listAllocated(staff.department, student.id));
      return {
        message: `Subjects allocated successfully for ${student.student_name}`,
        added,
        allocatedSubjects: entry?.allocatedSubjects ?? [],
      };
    });
  }
}
