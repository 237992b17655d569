import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
} from '@attendance/domain';
import type { ClassStudentDto } from '@attendance/domain';
import { escape } from '../../lib/escape-html';
import { statusOf, type Marks } from '../../lib/marks';
import classes from './StudentRow.module.css';

/** What a chip shows: the codes of the paper register, LEAVE shortened to fit a phone. */
const STATUS_CODES: Record<AttendanceStatus, string> = {
  P: 'P',
  A: 'A',
  OD: 'OD',
  ML: 'ML',
  LEAVE: 'L',
};

/**
 * The class as plain HTML (issue 23): one line per student, name and register number, then a
 * native radio group of the five statuses, the radio's name the full status and its chip the
 * short code. Written once when the class arrives; the marking screen's StudentList (and the
 * teacher shell of index.html before the app has arrived) keeps it in step with the marks and
 * answers taps and keys for all rows at once, so no row is a component of its own.
 */
export function studentRowsHtml(
  students: readonly Pick<ClassStudentDto, 'registerNumber' | 'studentName'>[],
  marks: Marks,
  prefix: string,
  /** Each status's name for a screen reader, in the person's language (issue 53). */
  labels: Record<AttendanceStatus, string> = ATTENDANCE_STATUS_LABELS,
): string {
  return students
    .map(({ registerNumber, studentName }, index) => {
      const status = statusOf(marks, registerNumber);
      const group = escape(`${prefix}-s${index}`);
      const options = ATTENDANCE_STATUSES.map(
        (option) =>
          `<label class="${classes.option}"><input type="radio" name="${group}" value="${option}" aria-label="${escape(labels[option])}"${status === option ? ' checked' : ''} tabindex="-1"><span aria-hidden="true">${STATUS_CODES[option]}</span></label>`,
      ).join('');
      return (
        `<div class="${classes.row}" data-status="${status}" data-row-index="${index}" data-register="${escape(registerNumber)}" data-testid="student-row">` +
        `<span id="${group}-name" class="${classes.who}"><span class="${classes.name}">${escape(studentName)}</span> <span class="${classes.register}">${escape(registerNumber)}</span></span>` +
        `<div role="radiogroup" aria-labelledby="${group}-name" class="${classes.options}">${options}</div></div>`
      );
    })
    .join('');
}

/** The row of an element inside the list, with its index and register number. */
export function rowOf(target: EventTarget | null) {
  const row = (target as Element | null)?.closest<HTMLElement>('[data-row-index]');
  if (!row) return undefined;
  return {
    row,
    index: Number(row.dataset.rowIndex),
    registerNumber: row.dataset.register ?? '',
    status: row.dataset.status as AttendanceStatus,
  };
}

/**
 * Brings a row's colour and chosen radio to its status, and gives the roving focus's one tab
 * stop to the chosen radio of the active row; a focused row keeps the focus on its new choice.
 */
export function syncRow(row: HTMLElement, status: AttendanceStatus, tabbable: boolean): void {
  if (row.dataset.status !== status) row.dataset.status = status;
  for (const input of row.querySelectorAll('input')) {
    const chosen = input.value === status;
    if (input.checked !== chosen) input.checked = chosen;
    const tabIndex = chosen && tabbable ? 0 : -1;
    if (input.tabIndex !== tabIndex) input.tabIndex = tabIndex;
  }
  if (
    row.contains(document.activeElement) &&
    !(document.activeElement as HTMLInputElement).checked
  ) {
    row.querySelector<HTMLInputElement>('input:checked')?.focus();
  }
}
