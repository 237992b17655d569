import type { ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import type { Marks } from '../lib/marks';
import { studentRowsHtml } from '../components/marking/student-rows';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@attendance/domain';
import { departmentLabel, viewAttendancePath, yearSemester } from '../components/marking/subjects';
import subjectClasses from '../components/marking/SubjectsTable.module.css';
import rowClasses from '../components/marking/StudentRow.module.css';
import { escape } from '../lib/escape-html';
import { w } from './words';

/** A message of the shell's words, escaped for the HTML it goes into. */
export const say = (key: string, values?: Record<string, unknown>) => escape(w(key, values));

const department = (s: StaffSubjectDto) => escape(departmentLabel(s.department, w('common')));

/** Each status's name for a screen reader, in the shell's language. */
const STATUS_LABELS = Object.fromEntries(
  ATTENDANCE_STATUSES.map((status) => [status, w(`status.${status}`)]),
) as Record<AttendanceStatus, string>;

const lockState = (open: boolean) =>
  `<span class="${subjectClasses.lock}" data-open="${open}"><span class="${subjectClasses.dot}" aria-hidden="true"></span>${say(open ? 'active' : 'locked')}</span>`;

const actions = (subject: StaffSubjectDto) =>
  `<span class="${subjectClasses.actions}"><button type="button" class="${subjectClasses.mark}" aria-label="${say('markFor', { code: subject.subjectCode })}" data-shell-mark="${subject.id}">${say('mark')}</button>` +
  `<a class="${subjectClasses.view}" href="${escape(viewAttendancePath(subject))}" aria-label="${say('viewOf', { code: subject.subjectCode })}">${say('view')}</a></span>`;

const name = (subject: StaffSubjectDto) =>
  escape(`${subject.subjectCode} – ${subject.subject.subjectName}`);

/**
 * The staff panel's subjects as the app's SubjectsTable draws them (its style sheet, its
 * accessible names): a table from tablet width up, one card per subject on a phone.
 */
export function subjectsHtml(subjects: readonly StaffSubjectDto[]): string {
  const rows = subjects
    .map(
      (s, i) =>
        `<tr><td>${i + 1}</td><td>${name(s)}</td><td>${escape(s.batch)}</td><td>${yearSemester(s)}</td><td>${department(s)}</td><td>${escape(s.assignedBy)}</td><td>${lockState(s.status)}</td><td>${actions(s)}</td></tr>`,
    )
    .join('');
  const head = ['sNo', 'subject', 'batch', 'yearSemester', 'department', 'assignedBy']
    .concat(['status', 'actions'])
    .map((h) => `<th>${say(`head.${h}`)}</th>`)
    .join('');
  const cards = subjects
    .map(
      (s, i) =>
        `<div class="${subjectClasses.card}"><div class="${subjectClasses.cardHead}"><strong>${i + 1}. ${name(s)}</strong>${lockState(s.status)}</div>` +
        `<p>${say('cardLine', { batch: s.batch, yearSemester: yearSemester(s) })} · ${department(s)}</p><p>${say('assignedByName', { name: s.assignedBy })}</p>${actions(s)}</div>`,
    )
    .join('');
  return (
    `<div class="${subjectClasses.wide}"><table class="${subjectClasses.table}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>` +
    `<div class="${subjectClasses.narrow}">${cards}</div>`
  );
}

/** The marking form's heading, the class's rows and its Submit button. */
export function panelHtml(
  subject: StaffSubjectDto,
  students: readonly ClassStudentDto[],
  marks: Marks = {},
): string {
  const list = students.length
    ? `<p class="${rowClasses.help}">${say('help')}</p>` +
      `<div role="group" aria-label="${say('students')}" class="list">${studentRowsHtml(students, marks, 'shell', STATUS_LABELS)}</div>`
    : `<p class="message">${say('noStudents')}</p>`;
  const title = say('markingTitle', {
    code: subject.subjectCode,
    name: subject.subject.subjectName,
    batch: subject.batch,
    yearSemester: yearSemester(subject),
  });
  return (
    `<h2 tabindex="-1">${title}</h2>${list}` +
    `<div class="footer"><button type="button" class="submit" data-shell-submit>${say('submit')}</button></div>`
  );
}

/**
 * A list drawn from the phone's copy that the server has changed since (issue 56): said over it,
 * with the button that draws the server's list. A live region, so a screen reader hears it.
 */
export function noticeHtml(kind: 'class' | 'subjects', text: string, action: string): string {
  return (
    `<div class="notice" role="status" data-shell-notice="${kind}"><p>${escape(text)}</p>` +
    `<button type="button" data-shell-apply="${kind}">${escape(action)}</button></div>`
  );
}
