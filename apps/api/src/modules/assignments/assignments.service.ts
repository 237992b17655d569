import type { Kysely } from 'kysely';
import {
  MESSAGES,
  type AssignBody,
  type AssignmentDto,
  type AssignmentKeyQuery,
  type Designation,
  type UpdateStatusBody,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../db/audit';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { ownRecordOrNotFound } from '../../lib/department';
import { AssignmentsRepo, type JoinedAssignmentRow } from './assignments.repo';

export const STAFF_NOT_FOUND = MESSAGES.staffNotFound;
export const ASSIGNMENT_NOT_FOUND = MESSAGES.assignmentNotFound;
export const ONLY_SUBJECT_STAFF = 'Only Subject Staff can be assigned subjects.';

export function toAssignmentDto(row: JoinedAssignmentRow): AssignmentDto {
  return {
    id: row.id,
    staff: {
      staffID: row.staff_id,
      staffName: row.staff_name,
      staffCode: row.staff_code,
      department: row.staff_department,
      designation: row.staff_designation as Designation,
      email: row.staff_email,
      phone: row.staff_phone,
    },
    subject: {
      subjectID: row.subject_id,
      subjectCode: row.subject_code,
      subjectName: row.subject_name,
      batch: row.batch,
      year: row.year,
      semester: row.semester,
      department: row.subject_department,
      isCommon: Number(row.is_common) === 1,
      isElective: Number(row.is_elective) === 1,
      ownerDepartment: row.owner_department,
    },
    status: Number(row.status) === 1,
    assignedBy: row.assigned_by,
    assignedDate: row.assigned_date,
    statusUpdatedDate: row.status_updated_date,
  };
}

function alreadyAssigned(subjectCode: string, holderName: string | undefined): ConflictError {
  const to = holderName ? ` to ${holderName}` : '';
  return new ConflictError(`Subject ${subjectCode} is already assigned${to}.`, 'ALREADY_ASSIGNED');
}

export class AssignmentsService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(staff: AuthStaff): Promise<AssignmentDto[]> {
    const rows = await new AssignmentsRepo(this.db).listForDepartment(staff.department);
    return rows.map(toAssignmentDto);
  }

  /** Status, assigner and dates come from the session and the clock, whatever the body says. */
  async assign(hod: AuthStaff, body: AssignBody, now: Date): Promise<AssignmentDto> {
    let subjectCode = '';
    try {
      return await this.db.transaction().execute(async (trx) => {
        const repo = new AssignmentsRepo(trx);
        const staff = ownRecordOrNotFound(
          hod,
          await repo.findStaff(body.staffId),
          (s) => s.department,
          STAFF_NOT_FOUND,
        );
        if (staff.designation !== 'Subject_Staff') {
          throw new BadRequestError(ONLY_SUBJECT_STAFF, 'NOT_SUBJECT_STAFF');
        }
        const subject = ownRecordOrNotFound(
          hod,
          await repo.findSubject(body.subjectId),
          (s) => s.owner_department,
          MESSAGES.subjectNotFound,
        );
        subjectCode = subject.subject_code;
        const holder = await repo.findHolder(subject.id);
        if (holder) throw alreadyAssigned(subjectCode, holder.staff_name);

        const id = await repo.insert({
          staffId: staff.id,
          subjectId: subject.id,
          assignedBy: hod.staffName,
          assignedById: hod.id,
          now,
        });
        await writeAudit(trx, now, {
          staffId: hod.id,
          action: 'create',
          entity: 'assignment',
          entityId: id,
          details: { staffId: staff.id, subjectId: subject.id, subjectCode },
        });
        const created = await repo.findJoinedById(id);
        if (!created) throw new Error(`assignment ${id} vanished inside its own transaction`);
        return toAssignmentDto(created);
      });
    } catch (error) {
      // Another HOD assigned the subject between our check and our insert.
      if (!isUniqueViolation(error)) throw error;
      const holder = await new AssignmentsRepo(this.db).findHolder(body.subjectId);
      throw alreadyAssigned(subjectCode, holder?.staff_name);
    }
  }

  async updateStatus(hod: AuthStaff, body: UpdateStatusBody, now: Date) {
    return this.db.transaction().execute(async (trx) => {
      const id = await new AssignmentsRepo(trx).setStatus(body, hod.department, body.status, now);
      if (id === undefined) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
      await writeAudit(trx, now, {
        staffId: hod.id,
        action: body.status ? 'unlock' : 'lock',
        entity: 'assignment',
        entityId: id,
        details: { staffId: body.staffId, subjectId: body.subjectId, status: body.status },
      });
      return {
        message: body.status ? 'Attendance unlocked' : 'Attendance locked',
        status: body.status,
        statusUpdatedDate: now.toISOString(),
      };
    });
  }

  /** Removes only the assignment: recorded attendance names staff and subject, and stays. */
  async remove(hod: AuthStaff, key: AssignmentKeyQuery, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const id = await new AssignmentsRepo(trx).delete(key, hod.department);
      if (id === undefined) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
      await writeAudit(trx, now, {
        staffId: hod.id,
        action: 'delete',
        entity: 'assignment',
        entityId: id,
        details: { staffId: key.staffId, subjectId: key.subjectId },
      });
    });
  }
}
