import type { ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import { studentRowsHtml } from '../components/marking/student-rows';
import {
  departmentLabel,
  markingTitle,
  viewAttendancePath,
  yearSemester,
} from '../components/marking/subjects';
import subjectClasses from '../components/marking/SubjectsTable.module.css';
import rowClasses from '../components/marking/StudentRow.module.css';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const lockState = (open: boolean) =>
  `<span class="${subjectClasses.lock}" data-open="${open}"><span class="${subjectClasses.dot}" aria-hidden="true"></span>${open ? 'Active' : 'Locked'}</span>`;

const actions = (subject: StaffSubjectDto) =>
  `<span class="${subjectClasses.actions}"><button type="button" class="${subjectClasses.mark}" aria-label="Mark attendance for ${escape(subject.subjectCode)}" data-shell-mark="${subject.id}">Mark</button>` +
  `<a class="${subjectClasses.view}" href="${escape(viewAttendancePath(subject))}" aria-label="View attendance of ${escape(subject.subjectCode)}">View</a></span>`;

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
        `<tr><td>${i + 1}</td><td>${name(s)}</td><td>${escape(s.batch)}</td><td>${yearSemester(s)}</td><td>${escape(departmentLabel(s.department))}</td><td>${escape(s.assignedBy)}</td><td>${lockState(s.status)}</td><td>${actions(s)}</td></tr>`,
    )
    .join('');
  const head = ['S No', 'Subject', 'Batch', 'Year/Semester', 'Department', 'Assigned By']
    .concat(['Status', 'Actions'])
    .map((h) => `<th>${h}</th>`)
    .join('');
  const cards = subjects
    .map(
      (s, i) =>
        `<div class="${subjectClasses.card}"><div class="${subjectClasses.cardHead}"><strong>${i + 1}. ${name(s)}</strong>${lockState(s.status)}</div>` +
        `<p>Batch ${escape(s.batch)} · Year/Semester ${yearSemester(s)} · ${escape(departmentLabel(s.department))}</p><p>Assigned by ${escape(s.assignedBy)}</p>${actions(s)}</div>`,
    )
    .join('');
  return (
    `<div class="${subjectClasses.wide}"><table class="${subjectClasses.table}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>` +
    `<div class="${subjectClasses.narrow}">${cards}</div>`
  );
}

/** The marking form's heading, the class's rows and its Submit button. */
export function panelHtml(subject: StaffSubjectDto, students: readonly ClassStudentDto[]): string {
  const list = students.length
    ? `<p class="${rowClasses.help}">Everyone starts Present: tap a student to change the status, or pick it.</p>` +
      `<div role="group" aria-label="Students" class="list">${studentRowsHtml(students, {}, 'shell')}</div>`
    : '<p class="message">No students allocated for this subject. Please contact admin.</p>';
  return (
    `<h2 tabindex="-1">${escape(markingTitle(subject))}</h2>${list}` +
    `<div class="footer"><button type="button" class="submit" data-shell-submit>Submit Attendance</button></div>`
  );
}
