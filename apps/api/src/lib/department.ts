import { sameDepartment } from '@attendance/domain';
import type { AuthStaff } from '../modules/auth/sessions.repo';
import { ForbiddenError } from './errors';

export const OTHER_DEPARTMENT_MESSAGE = 'You can only manage records of your own department.';

/**
 * Department columns hold the registry's code (as on the staff record); what a client sends is
 * compared without regard to case, as the spec's client does.
 */
export function assertOwnDepartment(staff: AuthStaff, department: string): void {
  if (!sameDepartment(staff.department, department))
    throw new ForbiddenError(OTHER_DEPARTMENT_MESSAGE);
}
