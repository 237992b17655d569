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

/**
 * Set while the phone keeps submissions the server has not accepted (the outbox, lib/outbox.ts,
 * in IndexedDB): the teacher shell then starts the app without waiting for a touch, so that what
 * waits is sent and what was refused is shown (issue 56).
 */
export const OUTBOX_KEPT_KEY = 'outboxKept';

export function markOutboxKept(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(OUTBOX_KEPT_KEY, '1');
    else localStorage.removeItem(OUTBOX_KEPT_KEY);
  } catch {
    // no storage: the shell starts the app at the teacher's first touch
  }
}

export function outboxKept(): boolean {
  try {
    return localStorage.getItem(OUTBOX_KEPT_KEY) === '1';
  } catch {
    return false;
  }
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
  const { staffID, staffName, staffCode, department, designation, email, phone, language } = staff;
  localStorage.setItem(
    STAFF_KEY,
    JSON.stringify({
      ...{ staffID, staffName, staffCode, department, designation, email, phone, language },
    }),
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
  localStorage.removeItem(OUTBOX_KEPT_KEY);
}

export function readDarkMode(): boolean {
  return localStorage.getItem(DARK_MODE_KEY) === 'true';
}

export function writeDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(dark));
}
