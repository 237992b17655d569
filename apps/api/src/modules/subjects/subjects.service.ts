import type { Kysely } from 'kysely';
import {
  COMMON_DEPARTMENT,
  MESSAGES,
  sameDepartment,
  type SubjectCreateBody,
  type SubjectUpdateBody,
  type SubjectWithOwnerDto,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../db/audit';
import { assertOwnDepartment, inOwnDepartment } from '../../lib/department';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { SubjectsRepo, type SubjectRow, type SubjectValues } from './subjects.repo';

export const SUBJECT_NOT_FOUND = MESSAGES.subjectNotFound;
export const SUBJECT_HAS_ATTENDANCE = 'This subject has recorded attendance and cannot be deleted.';

export function toSubjectDto(row: SubjectRow): SubjectWithOwnerDto {
  return {
    subjectID: row.id,
    subjectCode: row.subject_code,
    subjectName: row.subject_name,
    batch: row.batch,
    year: row.year,
    semester: row.semester,
    department: row.department,
    isCommon: Number(row.is_common) === 1,
    isElective: Number(row.is_elective) === 1,
    ownerDepartment: row.owner_department,
  };
}

function isCommonCode(department: string | undefined): boolean {
  return department !== undefined && sameDepartment(department, COMMON_DEPARTMENT);
}

function duplicateMessage(values: SubjectValues): string {
  const where = values.isCommon ? 'among the common subjects' : `in ${values.department}`;
  return `Subject ${values.subjectCode} already exists for batch ${values.batch} ${where}.`;
}

/** Turns the unique-key race (two admins saving the same subject at once) into the same 409. */
async function withDuplicateAs409<T>(values: SubjectValues, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(duplicateMessage(values), 'DUPLICATE');
    throw error;
  }
}

/**
 * The subject, if the admin's department manages it. A common subject of another department is
 * visible to everyone, so refusing it with 403 reveals nothing; any other subject of another
 * department answers 404 like an unknown id.
 */
async function findManaged(repo: SubjectsRepo, admin: AuthStaff, id: number) {
  const subject = await repo.findById(id);
  if (!subject) throw new NotFoundError(SUBJECT_NOT_FOUND);
  if (inOwnDepartment(admin, subject.owner_department)) return subject;
  if (subject.department === COMMON_DEPARTMENT) {
    throw new ForbiddenError(
      `This common subject is managed by the ${subject.owner_department} department; only its Admin can change it.`,
    );
  }
  throw new NotFoundError(SUBJECT_NOT_FOUND);
}

function changedFields(before: SubjectWithOwnerDto, after: SubjectWithOwnerDto) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof SubjectWithOwnerDto)[]) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

export class SubjectsService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(staff: AuthStaff): Promise<SubjectWithOwnerDto[]> {
    const rows = await new SubjectsRepo(this.db).listVisibleTo(staff.department);
    return rows.map(toSubjectDto);
  }

  async create(admin: AuthStaff, body: SubjectCreateBody, now: Date): Promise<SubjectWithOwnerDto> {
    const common = body.isCommon || isCommonCode(body.department);
    if (!common) {
      if (!body.department) {
        throw new BadRequestError(
          'department: is required when the subject is not common',
          'VALIDATION',
        );
      }
      assertOwnDepartment(admin, body.department);
    }
    const values: SubjectValues = {
      subjectCode: body.subjectCode,
      subjectName: body.subjectName,
      batch: body.batch,
      year: body.year,
      semester: body.semester,
      department: common ? COMMON_DEPARTMENT : admin.department,
      ownerDepartment: admin.department,
      isCommon: common,
      isElective: body.isElective,
    };
    const row = await withDuplicateAs409(values, () =>
      this.db.transaction().execute(async (trx) => {
        const repo = new SubjectsRepo(trx);
        if (await repo.duplicateExists(values)) {
          throw new ConflictError(duplicateMessage(values), 'DUPLICATE');
        }
        const inserted = await repo.insert(values, now);
        await writeAudit(trx, now, {
          staffId: admin.id,
          action: 'create',
          entity: 'subject',
          entityId: inserted.id,
          details: { subject: toSubjectDto(inserted) },
        });
        return inserted;
      }),
    );
    return toSubjectDto(row);
  }

  async update(
    admin: AuthStaff,
    id: number,
    body: SubjectUpdateBody,
    now: Date,
  ): Promise<SubjectWithOwnerDto> {
    return this.db.transaction().execute(async (trx) => {
      const repo = new SubjectsRepo(trx);
      const current = await findManaged(repo, admin, id);
      const common = this.commonAfterUpdate(admin, current, body);
      const values: SubjectValues = {
        subjectCode: body.subjectCode,
        subjectName: body.subjectName,
        batch: body.batch,
        year: body.year,
        semester: body.semester,
        department: common ? COMMON_DEPARTMENT : current.owner_department,
        ownerDepartment: current.owner_department,
        isCommon: common,
        isElective: body.isElective,
      };
      if (await repo.duplicateExists(values, id)) {
        throw new ConflictError(duplicateMessage(values), 'DUPLICATE');
      }
      const updated = await withDuplicateAs409(values, () => repo.update(id, values));
      const before = toSubjectDto(current);
      const after = toSubjectDto(updated);
      await writeAudit(trx, now, {
        staffId: admin.id,
        action: 'update',
        entity: 'subject',
        entityId: id,
        details: { changes: changedFields(before, after) },
      });
      return after;
    });
  }

  /**
   * The department field decides ('all' or the own code): a client that edits a copied row may
   * leave a stale isCommon beside it. isCommon counts only when department is absent.
   */
  private commonAfterUpdate(admin: AuthStaff, current: SubjectRow, body: SubjectUpdateBody) {
    const department = body.department?.trim();
    if (!department) return body.isCommon ?? current.department === COMMON_DEPARTMENT;
    if (isCommonCode(department)) return true;
    assertOwnDepartment(admin, department);
    return false;
  }

  async remove(admin: AuthStaff, id: number, now: Date): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const repo = new SubjectsRepo(trx);
        const subject = await findManaged(repo, admin, id);
        if (await repo.hasAttendance(id)) {
          throw new ConflictError(SUBJECT_HAS_ATTENDANCE, 'SUBJECT_HAS_ATTENDANCE');
        }
        const removed = await repo.deleteWithDependents(id);
        await writeAudit(trx, now, {
          staffId: admin.id,
          action: 'delete',
          entity: 'subject',
          entityId: id,
          details: { subject: toSubjectDto(subject), removed },
        });
      });
    } catch (error) {
      // Attendance committed between the check and the delete trips the foreign key instead.
      if (isForeignKeyViolation(error)) {
        throw new ConflictError(SUBJECT_HAS_ATTENDANCE, 'SUBJECT_HAS_ATTENDANCE');
      }
      throw error;
    }
  }
}
