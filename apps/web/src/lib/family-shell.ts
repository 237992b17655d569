/**
 * The family shell (src/shell/family-shell.ts, issue 50): a student's or parent's phone opening
 * /family/home gets the home as plain HTML, from the phone's copy or the server's answers, before
 * the app's code has run. These are the two sides' meeting points: the shell says on its element
 * which child it shows and whether from the copy, and starts the app only once what it shows is
 * what the app will show (the server's answer, or the copy when there is none); the app's home
 * removes it when it draws the same.
 */
export const FAMILY_SHELL_ID = 'family-shell';
export const FAMILY_SHELL_ATTRIBUTE = 'family';

export interface FamilyShellHandOff {
  studentID: number;
  /** No answer came: the shell shows the phone's copy, as the app will. */
  fromCopy: boolean;
}

const shellElement = () =>
  document.documentElement.getAttribute('data-shell') === FAMILY_SHELL_ATTRIBUTE
    ? document.getElementById(FAMILY_SHELL_ID)
    : null;

/** What a settled shell shows, or undefined (none, or still waiting for the server). */
export function readFamilyShell(): FamilyShellHandOff | undefined {
  const shell = shellElement();
  const studentID = Number(shell?.dataset.student);
  if (!shell?.hasAttribute('data-settled') || !studentID) return undefined;
  return { studentID, fromCopy: shell.hasAttribute('data-from-copy') };
}

/** Removes the shell and shows the app in its place. */
export function removeFamilyShell(): void {
  const shell = shellElement();
  if (!shell) return;
  shell.remove();
  document.documentElement.removeAttribute('data-shell');
}
