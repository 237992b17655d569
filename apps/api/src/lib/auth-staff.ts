import type { Designation } from '@attendance/domain';

/** The signed-in staff of a request, as plugins/auth.ts loads it from the session. */
export interface AuthStaff {
  id: number;
  staffName: string;
  staffCode: string;
  department: string;
  designation: Designation;
  email: string;
  phone: string;
}
