import { isLanguage, type Designation, type Language } from '@attendance/domain';

/** The signed-in staff of a request, as modules/sessions/sessions.ts loads it from the session. */
export interface AuthStaff {
  id: number;
  staffName: string;
  staffCode: string;
  department: string;
  designation: Designation;
  email: string;
  phone: string;
  /** The language the person chose (issue 53); null: the campus default. */
  language?: Language | null;
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

/** The staff columns a session or a token is read with (`language` only where it is read). */
export interface StaffColumns {
  id: number;
  staff_name: string;
  staff_code: string;
  department: string;
  designation: string;
  email: string;
  phone: string;
  language?: string | null;
}

/** A staff row as a request's signed-in staff. */
export function authStaffOf(row: StaffColumns): AuthStaff {
  return {
    id: row.id,
    staffName: row.staff_name,
    staffCode: row.staff_code,
    department: row.department,
    designation: row.designation as Designation,
    email: row.email,
    phone: row.phone,
    ...(row.language !== undefined && { language: isLanguage(row.language) ? row.language : null }),
  };
}
