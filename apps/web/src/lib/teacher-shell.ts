import type { AttendanceStatus } from '@attendance/domain';
import { withStatus, type Marks } from './marks';

/**
 * The teacher shell (src/shell/teacher-shell.ts, issue 23): a teacher's phone opening
 * /staffpannel gets the subjects and the class as plain HTML before the app's code has run.
 * These are the two sides' meeting points: the shell writes what the teacher did into its own
 * elements, and the app's marking screen reads it here when it takes over, then removes it.
 */
export const TEACHER_SHELL_ID = 'teacher-shell';
export const TEACHER_SHELL_ATTRIBUTE = 'teacher';

export interface TeacherShellHandOff {
  /** The allocation (subject row id) whose class the shell shows, if a Mark was tapped. */
  subjectId: number | null;
  /** Every status tapped on the shell's rows. */
  marks: Marks;
  /** Submit Attendance was tapped on the shell. */
  submit: boolean;
}

const shellElement = () =>
  document.documentElement.getAttribute('data-shell') === TEACHER_SHELL_ATTRIBUTE
    ? document.getElementById(TEACHER_SHELL_ID)
    : null;

/** What the shell holds, or undefined when there is none (never drawn, or already taken). */
export function readTeacherShell(): TeacherShellHandOff | undefined {
  const shell = shellElement();
  if (!shell) return undefined;
  const open = shell.getAttribute('data-subject');
  let marks: Marks = {};
  for (const row of shell.querySelectorAll<HTMLElement>('[data-register]')) {
    const status = row.dataset.status as AttendanceStatus | undefined;
    if (status) marks = withStatus(marks, row.dataset.register ?? '', status);
  }
  return {
    subjectId: open ? Number(open) : null,
    marks,
    submit: shell.hasAttribute('data-queued'),
  };
}

/** Removes the shell and shows the app in its place. */
export function removeTeacherShell(): void {
  const shell = shellElement();
  if (!shell) return;
  shell.remove();
  document.documentElement.removeAttribute('data-shell');
}
