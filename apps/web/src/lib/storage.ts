import type { StaffDto } from '@attendance/domain';

/** Keys of the spec (section 1): the signed-in staff and the dark-mode choice. */
export const STAFF_KEY = 'staff';
export const DARK_MODE_KEY = 'darkMode';

/** The staff object as the spec keeps it; the server stays the authority (GET /api/auth/me). */
export function storeStaff(staff: StaffDto): void {
  const { staffID, staffName, staffCode, department, designation, email, phone } = staff;
  localStorage.setItem(
    STAFF_KEY,
    JSON.stringify({ staffID, staffName, staffCode, department, designation, email, phone }),
  );
}

/** The staff last stored, for opening the app with no network (issue 13); null if none. */
export function readStoredStaff(): StaffDto | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STAFF_KEY) ?? 'null') as StaffDto | null;
    return stored && typeof stored.staffID === 'number' ? stored : null;
  } catch {
    return null;
  }
}

export function clearStaff(): void {
  localStorage.removeItem(STAFF_KEY);
}

export function readDarkMode(): boolean {
  return localStorage.getItem(DARK_MODE_KEY) === 'true';
}

export function writeDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(dark));
}
