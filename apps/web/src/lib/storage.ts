import type { StaffDto } from '@attendance/domain';

/** Keys of the spec (section 1): the signed-in staff and the dark-mode choice. */
export const STAFF_KEY = 'staff';
export const DARK_MODE_KEY = 'darkMode';
/**
 * The addresses of the classes the teacher shell read last (src/shell/teacher-shell.ts): index.html's
 * inline script asks for them beside the subjects at the next start, a round trip sooner.
 */
export const SHELL_CLASSES_KEY = 'teacherShellClasses';

export interface StoredShellClasses {
  staffID: number;
  paths: string[];
}

export function storeShellClasses(classes: StoredShellClasses): void {
  try {
    localStorage.setItem(SHELL_CLASSES_KEY, JSON.stringify(classes));
  } catch {
    // a private window without storage asks for them after the subjects, as on a first visit
  }
}

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
  localStorage.removeItem(SHELL_CLASSES_KEY);
}

export function readDarkMode(): boolean {
  return localStorage.getItem(DARK_MODE_KEY) === 'true';
}

export function writeDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(dark));
}
