import { MESSAGES, sameDepartment } from '@attendance/domain';
import type { AuthStaff } from './auth-staff';
import { ForbiddenError, NotFoundError } from './errors';

/**
 * The one department-scoping policy of the services: an Admin or HOD manages the records of their
 * own department (a common subject belongs to the department that owns it). Lists are scoped in
 * SQL by the caller's department; a single record goes through one of these.
 *
 * Department columns hold the registry's code (as on the staff record); what a client sends is
 * compared without regard to case, as the spec's client does.
 */
export function inOwnDepartment(staff: AuthStaff, department: string): boolean {
  return sameDepartment(staff.department, department);
}

/** A department named in the request: another one is refused (403), as the caller named it. */
export function assertOwnDepartment(staff: AuthStaff, department: string): void {
  if (!inOwnDepartment(staff, department)) throw new ForbiddenError(MESSAGES.otherDepartment);
}

/**
 * A record found by id: another department's answers 404 like an unknown id, so its existence
 * is not revealed. Returns the record for the caller to use.
 */
export function ownRecordOrNotFound<T>(
  staff: AuthStaff,
  record: T | undefined,
  departmentOf: (record: T) => string,
  notFoundMessage: string,
): T {
  if (record === undefined || !inOwnDepartment(staff, departmentOf(record)))
    throw new NotFoundError(notFoundMessage);
  return record;
}
