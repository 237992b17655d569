import type { Designation } from '@attendance/domain';

/** The signed-in staff of a request, as modules/sessions/sessions.ts loads it from the session. */
export interface AuthStaff {
  id: number;
  staffName: string;
  staffCode: string;
  department: string;
  designation: Designation;
  email: string;
  phone: string;
  /**
   * Set when an API token makes the request: how a change it makes is attributed, e.g.
   * 'ERP nightly pull (token of admin@college.edu)'.
   */
  viaToken?: string;
}

/** Who made a change, as the app shows it: the staff name, or the token's name and Admin. */
export function madeBy(staff: Pick<AuthStaff, 'staffName' | 'viaToken'>): string {
  return staff.viaToken ?? staff.staffName;
}

/** An API token as changes attribute it. */
export function tokenLabel(tokenName: string, adminEmail: string): string {
  return `${tokenName} (token of ${adminEmail})`;
}
