import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  parsePeriods,
  REQUEST_MESSAGES,
  type FamilyChild,
  type FamilyRequestBody,
  type RequestDto,
  type RequestKind,
  type RequestState,
  type StaffRequestBody,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { ownRecordOrNotFound } from '../../lib/department';
import { BadRequestError } from '../../lib/errors';
import type { WeekSettings } from '../week';
import type { FamilySession } from '../family';
import { checkRange, checkStudents, type RequestStudent } from './request-checks';
import { RequestsRepo, type RequestRow } from './requests.repo';

/** Who asks: a staff member of the department, or a student or parent from their side. */
export type Applicant =
  { kind: 'staff'; staff: AuthStaff } | { kind: 'family'; family: FamilySession };

/**
 * Leave and On-Duty requests (issue 52): made by the student, the parent, or the department's
 * Admin or HOD on their behalf; nothing changes in attendance until the HOD approves
 * (decisions.service.ts).
 */
export class RequestsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: WeekSettings,
  ) {}

  async createByStaff(staff: AuthStaff, body: StaffRequestBody, now: Date) {
    const wanted = [...new Set(body.registerNumbers)];
    if (wanted.length > 1 && body.kind !== 'OD')
      throw new BadRequestError(REQUEST_MESSAGES.bulkOnlyOd);
    checkRange(body);
    const students = await new RequestsRepo(this.db).studentsByRegister(staff.department, wanted);
    const found = new Set(students.map((s) => s.register_number));
    const unknown = wanted.filter((r) => !found.has(r));
    if (unknown.length > 0) throw new BadRequestError(REQUEST_MESSAGES.unknownStudents(unknown));
    return this.create({ kind: 'staff', staff }, students, body, now);
  }

  async createByFamily(
    family: FamilySession,
    child: FamilyChild,
    body: FamilyRequestBody,
    now: Date,
  ) {
    checkRange(body);
    const student = await new RequestsRepo(this.db).student(child.studentID);
    if (!student) throw new BadRequestError(REQUEST_MESSAGES.notFound);
    return this.create({ kind: 'family', family }, [student], body, now);
  }

  private async create(
    applicant: Applicant,
    students: RequestStudent[],
    body: FamilyRequestBody,
    now: Date,
  ) {
    await checkStudents(this.db, this.settings, students, body);
    const at = now.toISOString();
    const group = students.length > 1 ? randomUUID() : null;
    const staffId = applicant.kind === 'staff' ? applicant.staff.id : null;
    const ids = await this.db.transaction().execute(async (trx) => {
      const inserted = await new RequestsRepo(trx).insert(
        students.map((student) => ({
          student_id: student.id,
          department: student.department,
          kind: body.kind,
          from_date: body.fromDate,
          to_date: body.toDate,
          periods: body.periods ? body.periods.join(',') : null,
          reason: body.reason,
          state: 'pending',
          group_key: group,
          applicant_kind: applicant.kind === 'staff' ? 'staff' : applicant.family.kind,
          applicant_staff_id: staffId,
          applicant_phone: applicant.kind === 'family' ? applicant.family.phone : null,
          created_at: at,
        })),
      );
      await writeAudit(trx, now, {
        staffId,
        action: 'request.create',
        entity: 'leave_request',
        entityId: inserted.length === 1 ? inserted[0] : group,
        details: {
          by: applicant.kind === 'staff' ? 'staff' : applicant.family.kind,
          kind: body.kind,
          fromDate: body.fromDate,
          toDate: body.toDate,
          periods: body.periods ?? null,
          reason: body.reason,
          requests: inserted,
        },
      });
      return inserted;
    });
    return {
      message: REQUEST_MESSAGES.created(ids.length),
      requests: await this.dtos({ ids }),
    };
  }

  /** The department's requests (Admin, HOD), newest first. */
  async listForStaff(staff: AuthStaff, query: { state?: RequestState; registerNumber?: string }) {
    return {
      message: '',
      requests: await this.dtos({ department: staff.department, ...query }),
    };
  }

  async listForChild(child: FamilyChild) {
    return { message: '', requests: await this.dtos({ studentId: child.studentID }) };
  }

  /** One request of the caller's department, or 404 as if it did not exist. */
  async ofDepartment(staff: AuthStaff, requestId: number) {
    const row = await new RequestsRepo(this.db).one(requestId);
    return ownRecordOrNotFound(staff, row, (r) => r.department, REQUEST_MESSAGES.notFound);
  }

  async dto(id: number): Promise<RequestDto> {
    const [one] = await this.dtos({ ids: [id] });
    if (!one) throw new BadRequestError(REQUEST_MESSAGES.notFound);
    return one;
  }

  async dtos(filter: Parameters<RequestsRepo['list']>[0]): Promise<RequestDto[]> {
    const rows = await new RequestsRepo(this.db).list(filter);
    return rows.map(toDto);
  }
}

function toDto(row: RequestRow): RequestDto {
  const applicantKind = row.applicant_kind as RequestDto['applicant']['kind'];
  return {
    requestID: row.id,
    studentID: row.student_id,
    registerNumber: row.register_number,
    studentName: row.student_name,
    batch: row.batch,
    year: row.year,
    semester: row.semester,
    kind: row.kind as RequestKind,
    fromDate: row.from_date,
    toDate: row.to_date,
    periods: parsePeriods(row.periods),
    reason: row.reason,
    state: row.state as RequestState,
    applicant: {
      kind: applicantKind,
      name:
        applicantKind === 'staff'
          ? (row.applicant_name ?? 'Staff')
          : applicantKind === 'student'
            ? row.student_name
            : `Parent of ${row.student_name}`,
    },
    createdAt: row.created_at,
    decidedBy: row.decider_name ?? null,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
    withdrawnBy: row.withdrawer_name ?? null,
    withdrawnAt: row.withdrawn_at,
    withdrawReason: row.withdraw_reason,
    certificate:
      row.media_type && row.sha256
        ? { mediaType: row.media_type, size: Number(row.size), sha256: row.sha256 }
        : null,
    corrections: Number(row.corrections ?? 0),
  };
}
