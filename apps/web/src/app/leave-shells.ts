import { removeLoginShell } from '../lib/login-shell';
import { removeTeacherShell } from '../lib/teacher-shell';
import { removeFamilyShell } from '../lib/family-shell';

/**
 * index.html's static login form is the login page's until it takes over; any other screen
 * (a signed-in visitor sent home, a tap on Register) removes it. The same for the teacher shell
 * (src/shell/teacher-shell.ts) and the staff panel, as when an expired session goes to /login,
 * and for the family shell (src/shell/family-shell.ts) and a student's home.
 */
export function leaveShells(path: string): void {
  if (path !== '/login') removeLoginShell();
  if (path !== '/staffpannel') removeTeacherShell();
  if (path !== '/family/home') removeFamilyShell();
}
