import type { AttendanceStatus, ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import { withStatus, type Marks } from '../lib/marks';
import { w } from './words';

/**
 * What the server's answer changes in a list the teacher shell drew from the phone's copy
 * (issue 56): said in a notice the teacher applies, never swapped under a finger.
 */

/** A class's change in words: who joined and who left since the phone's copy. */
export function classChange(was: readonly ClassStudentDto[], now: readonly ClassStudentDto[]) {
  const before = new Set(was.map((s) => s.registerNumber));
  const after = new Set(now.map((s) => s.registerNumber));
  const joined = now.filter((s) => !before.has(s.registerNumber)).length;
  const left = was.filter((s) => !after.has(s.registerNumber)).length;
  const parts = [
    joined ? w('joined', { count: joined }) : '',
    left ? w('left', { count: left }) : '',
  ].filter(Boolean);
  return w('classChanged', { changes: parts.length ? parts.join(', ') : w('namesOrOrder') });
}

/** The subjects' change in words. */
export function subjectsChange(was: readonly StaffSubjectDto[], now: readonly StaffSubjectDto[]) {
  const before = new Set(was.map((s) => s.id));
  const after = new Set(now.map((s) => s.id));
  const added = now.filter((s) => !before.has(s.id)).length;
  const removed = was.filter((s) => !after.has(s.id)).length;
  const parts = [
    added ? w('added', { count: added }) : '',
    removed ? w('removed', { count: removed }) : '',
  ].filter(Boolean);
  return parts.length
    ? w('subjectsChangedBy', { changes: parts.join(', ') })
    : w('subjectsChanged');
}

/** The statuses tapped on the rows in `panel`, by register number (kept when a list is applied). */
export function tappedMarks(panel: HTMLElement): Marks {
  let marks: Marks = {};
  for (const row of panel.querySelectorAll<HTMLElement>('[data-register]')) {
    const status = row.dataset.status as AttendanceStatus | undefined;
    if (status) marks = withStatus(marks, row.dataset.register ?? '', status);
  }
  return marks;
}

/**
 * The app starts from the shell only once the class under the teacher's finger is what the
 * server says: every class answer for what the shell drew from the copy is in (or none came:
 * offline, the copy stands, as in the app), and no notice of a changed class waits to be
 * applied. Otherwise the app, which shows the server's lists, would swap the rows being marked.
 * The subjects' notice does not hold it: the app also shows what the shell cannot (the outbox's
 * refused submissions), and no row is being marked there.
 */
export function startGate(startApp: () => void, shell: () => HTMLElement | null) {
  let waiting = 0;
  let asked = false;
  const ready = () => waiting === 0 && !shell()?.querySelector('[data-shell-notice="class"]');
  const check = () => {
    if (asked && ready()) {
      asked = false;
      startApp();
    }
  };
  return {
    /** Counts an answer the shell must hear before the app may start. */
    wait<T>(answer: Promise<T>): Promise<T> {
      waiting += 1;
      const settle = () => {
        waiting -= 1;
        // After the answer's own handlers (a notice drawn) have run.
        queueMicrotask(check);
      };
      answer.then(settle, settle);
      return answer;
    },
    /** Starts the app now, or once it may. */
    request(): void {
      asked = true;
      check();
    },
    /** A notice applied, or a panel opened or closed. */
    check,
    ready,
  };
}
