import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  compareRegisterNumbers,
  MESSAGES,
  type inactivesQuery,
  type StudentBody,
  type StudentDto,
  type updateBatchQuery,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import type { Trx } from '../../db/kysely';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../db/audit';
import { assertOwnDepartment } from '../../lib/department';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { StudentsRepo, type EditableStudentFields, type StudentRow } from './students.repo';

export const STUDENT_NOT_FOUND = MESSAGES.studentNotFound;
const EDITABLE = [
  'registerNumber',
  'studentName',
  'gender',
  'type',
  'studentNumber',
  'parentNumber',
] as const;

type BatchPromotion = z.infer<typeof updateBatchQuery>;
type BatchInactivation = z.infer<typeof inactivesQuery>;

export function toStudentDto(row: StudentRow): StudentDto {
  return {
    studentID: row.id,
    registerNumber: row.register_number,
    studentName: row.student_name,
    batch: row.batch,
    year: row.year,
    semester: row.semester,
    department: row.department,
    gender: row.gender as StudentDto['gender'],
    type: row.type as StudentDto['type'],
    studentNumber: row.student_number,
    parentNumber: row.parent_number,
    active: Boolean(row.active),
  };
}

function editableFields(body: StudentBody): EditableStudentFields {
  return {
    register_number: body.registerNumber,
    student_name: body.studentName,
    gender: body.gender,
    type: body.type,
    student_number: body.studentNumber,
    parent_number: body.parentNumber,
  };
}

function duplicateRegisterNumber(registerNumber: string): ConflictError {
  return new ConflictError(`A student with register number ${registerNumber} already exists.`);
}

function noActiveStudents(batch: string, year?: number, semester?: number): NotFoundError {
  const scope = year || semester ? ` (year ${year ?? 'any'}, semester ${semester ?? 'any'})` : '';
  return new NotFoundError(
    `No active students were found in batch ${batch}${scope} of your department.`,
  );
}

export class StudentsService {
  private readonly repo: StudentsRepo;

  constructor(private readonly db: Kysely<DB>) {
    this.repo = new StudentsRepo(db);
  }

  async list(staff: AuthStaff): Promise<StudentDto[]> {
    const rows = await this.repo.listByDepartment(staff.department);
    return rows
      .map(toStudentDto)
      .sort((a, b) => compareRegisterNumbers(a.registerNumber, b.registerNumber));
  }

  async create(staff: AuthStaff, body: StudentBody, now: Date): Promise<StudentDto> {
    assertOwnDepartment(staff, body.department);
    return this.writeStudent(body.registerNumber, async (repo, trx) => {
      if (await repo.registerNumberTaken(body.registerNumber))
        throw duplicateRegisterNumber(body.registerNumber);
      const row = await repo.insert(
        {
          ...editableFields(body),
          batch: body.batch,
          year: body.year,
          semester: body.semester,
          // The registry's code as on the admin's record, however the client spelled it.
          department: staff.department,
        },
        now,
      );
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'create',
        entity: 'student',
        entityId: row.id,
        details: { registerNumber: row.register_number, batch: row.batch },
      });
      return toStudentDto(row);
    });
  }

  /** Batch, year, semester and department in the body are ignored: they move only by batch. */
  async update(staff: AuthStaff, id: number, body: StudentBody, now: Date): Promise<StudentDto> {
    return this.writeStudent(body.registerNumber, async (repo, trx) => {
      const current = await repo.findInDepartment(id, staff.department);
      if (!current) throw new NotFoundError(STUDENT_NOT_FOUND);
      if (!current.active) {
        throw new ConflictError(
          `Student ${current.register_number} is inactive, and an inactive student cannot be edited.`,
        );
      }
      if (await repo.registerNumberTaken(body.registerNumber, id))
        throw duplicateRegisterNumber(body.registerNumber);
      const before = toStudentDto(current);
      const changed = EDITABLE.filter((key) => body[key] !== before[key]);
      if (changed.length === 0) return before;
      const row = await repo.update(id, editableFields(body));
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'update',
        entity: 'student',
        entityId: id,
        // Field names only: phone numbers do not belong in a log kept for years.
        details: { changed, registerNumber: row.register_number },
      });
      return toStudentDto(row);
    });
  }

  async promoteBatch(staff: AuthStaff, promotion: BatchPromotion, now: Date) {
    const { batch, year, semester } = promotion;
    return this.db.transaction().execute(async (trx) => {
      const repo = new StudentsRepo(trx);
      const ids = await repo.activeIdsOfBatch({ department: staff.department, batch });
      if (ids.length === 0) throw noActiveStudents(batch);
      const updated = await repo.setYearSemester(ids, year, semester);
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'promote',
        entity: 'batch',
        entityId: batch,
        details: { department: staff.department, year, semester, studentIDs: ids },
      });
      return { message: 'Batch updated successfully', updated };
    });
  }

  async inactivateBatch(staff: AuthStaff, request: BatchInactivation, now: Date) {
    const { batch, reason, year, semester } = request;
    return this.db.transaction().execute(async (trx) => {
      const repo = new StudentsRepo(trx);
      const ids = await repo.activeIdsOfBatch({
        department: staff.department,
        batch,
        year,
        semester,
      });
      if (ids.length === 0) throw noActiveStudents(batch, year, semester);
      const count = await repo.inactivate(ids, reason, now);
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'inactivate',
        entity: 'batch',
        entityId: batch,
        details: { department: staff.department, year, semester, reason, studentIDs: ids },
      });
      return { message: `Students in batch ${batch} marked as inactive`, count };
    });
  }

  async inactivateByRegisterNumber(
    staff: AuthStaff,
    registerNumber: string,
    reason: string,
    now: Date,
  ) {
    return this.db.transaction().execute(async (trx) => {
      const repo = new StudentsRepo(trx);
      const student = await repo.findByRegisterNumber(registerNumber, staff.department);
      if (!student) throw new NotFoundError(STUDENT_NOT_FOUND);
      const count = student.active ? await repo.inactivate([student.id], reason, now) : 0;
      if (count === 0)
        throw new ConflictError(`Student ${student.register_number} is already inactive.`);
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'inactivate',
        entity: 'student',
        entityId: student.id,
        details: { registerNumber: student.register_number, reason },
      });
      return { message: `Student ${student.register_number} marked as inactive` };
    });
  }

  /** A write whose register number may race another: the unique key answers the same 409. */
  private async writeStudent<T>(
    registerNumber: string,
    work: (repo: StudentsRepo, trx: Trx) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction().execute((trx) => work(new StudentsRepo(trx), trx));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateRegisterNumber(registerNumber);
      throw error;
    }
  }
}
