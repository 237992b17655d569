import type { Selectable } from 'kysely';
import type { Designation, StaffDto } from '@attendance/domain';
import type { StaffTable } from '../../db/types';

/** A staff row as the API answers it (sign-in, passkey sign-in, a department's staff). */
export function toStaffDto(row: Selectable<StaffTable>): StaffDto {
  return {
    staffID: row.id,
    staffName: row.staff_name,
    staffCode: row.staff_code,
    department: row.department,
    designation: row.designation as Designation,
    email: row.email,
    phone: row.phone,
  };
}
