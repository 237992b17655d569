import type { AttendanceStatus, ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import { rowOf, syncRow } from '../components/marking/student-rows';
import { nextStatus } from '../lib/marks';
import { readStoredStaff, storeShellClasses } from '../lib/storage';
import {
  removeTeacherShell,
  TEACHER_SHELL_ATTRIBUTE,
  TEACHER_SHELL_ID,
} from '../lib/teacher-shell';
import { phoneCopy, sameAsCopy } from './phone-copy';
import { panelHtml, subjectsHtml } from './shell-html';
import './teacher-shell.css';

/**
 * The teacher shell (issue 23): loaded by index.html's inline script, before the app's entry,
 * for the Subject_Staff stored at the last sign-in opening /staffpannel. A few KB of plain DOM,
 * it reads the subjects and the classes through the app's own calls and draws the subjects and,
 * on a tap on Mark, the class, before the app's 540 KB are even fetched. It only reads: the
 * server judges everything, a Submit tapped here is queued, and the app's marking screen takes
 * over the open class, every status and that tap (src/lib/teacher-shell.ts), then removes it.
 */
const root = document.documentElement;
/**
 * The app starts when the teacher pauses this long on the shell: its evaluation holds a slow
 * phone's main thread for 1-2 s, and taps meanwhile would wait for it. Submit starts it at once.
 */
const QUIET_START_MS = 1500;

/** index.html's inline script starts the app's code on this (once), fetching it first. */
const startApp = () => document.dispatchEvent(new Event('attendance:start-app'));
/**
 * index.html's inline script fetches the app's code on this, without starting it: asked once
 * the shell has drawn the class, or its answers are in and the teacher has not tapped Mark for
 * a moment, so that on a slow link the app's 235 KB do not hold back the subjects and the class.
 */
const fetchApp = () => document.dispatchEvent(new Event('attendance:fetch-app'));
const IDLE_FETCH_MS = 500;

let quiet: ReturnType<typeof setTimeout> | undefined;
/** (Re)arms the start of the app for when the teacher has paused. */
const startWhenQuiet = () => {
  clearTimeout(quiet);
  quiet = setTimeout(startApp, QUIET_START_MS);
};

/** The server's answer: its data, 'refused' (a status that is not 2xx), or undefined (none). */
type Answer<T> = { data: T } | 'refused' | undefined;

async function ask<T>(path: string): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return response.ok ? { data: (await response.json()) as T } : 'refused';
  } catch {
    // No network: the app opens from its offline copy instead.
    return undefined;
  }
}

const dataOf = <T>(answer: Answer<T>) => (typeof answer === 'object' ? answer.data : undefined);
const read = async <T>(path: string) => dataOf(await ask<T>(path));

/** The app's own read of a class, by the address the next start asks for ahead (storage.ts). */
const classPath = (s: StaffSubjectDto) =>
  `/api/attendance/students?${new URLSearchParams({
    batch: s.batch,
    department: s.department,
    year: String(s.year),
    semester: String(s.semester),
    subjectId: String(s.subject.subjectID),
  }).toString()}`;

/** The app has drawn something of its own: the shell would only hide it. */
const appInCharge = () => (document.getElementById('root')?.childElementCount ?? 0) > 0;

const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve))
    : Promise.resolve();

function listen(
  shell: HTMLElement,
  subjects: readonly StaffSubjectDto[],
  classes: Promise<ClassStudentDto[] | undefined>[],
) {
  const panel = shell.querySelector<HTMLElement>('[data-shell-panel]')!;
  const set = (row: HTMLElement, status: AttendanceStatus) => {
    syncRow(row, status, row.dataset.rowIndex === '0');
  };
  shell.addEventListener('click', (event) => {
    const target = event.target as Element;
    const mark = target.closest<HTMLElement>('[data-shell-mark]');
    if (mark) {
      const index = subjects.findIndex((s) => String(s.id) === mark.dataset.shellMark);
      void open(shell, panel, subjects[index]!, classes[index]!);
      return;
    }
    if (target.closest('[data-shell-submit]')) {
      shell.setAttribute('data-queued', 'submit');
      target.closest('button')?.setAttribute('aria-busy', 'true');
      return startApp();
    }
    const at = rowOf(target);
    if (at && !target.closest('[role="radiogroup"]')) set(at.row, nextStatus(at.status));
  });
  shell.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const at = rowOf(input);
    if (at && input.checked) set(at.row, input.value as AttendanceStatus);
  });
}

async function open(
  shell: HTMLElement,
  panel: HTMLElement,
  subject: StaffSubjectDto,
  students: Promise<ClassStudentDto[] | undefined>,
) {
  shell.setAttribute('data-subject', String(subject.id));
  panel.hidden = false;
  panel.innerHTML = '<p class="message">Loading students…</p>';
  const answer = await students;
  if (!shell.isConnected || shell.getAttribute('data-subject') !== String(subject.id)) return;
  // A class the shell cannot read is left to the app, which says why.
  if (!answer) return startApp();
  panel.innerHTML = panelHtml(subject, answer);
  panel
    .querySelector<HTMLInputElement>('[data-row-index="0"] input:checked')
    ?.setAttribute('tabindex', '0');
  panel.querySelector('h2')?.scrollIntoView({ block: 'start' });
  // After the rows' first paint: the app's preloads cost a slow phone 30-40 ms of style work.
  requestAnimationFrame(() => setTimeout(fetchApp));
}

async function start(staffID: number) {
  const answer = ask<StaffSubjectDto[]>(`/api/attendance/subjects/${staffID}`);
  // The phone's copy, when it is at hand before the server has answered (an installed app on a
  // slow link): drawn at once, then held to the server's answers (checkCopy).
  const copy = await Promise.race([phoneCopy(staffID), answer.then(() => undefined)]);
  const subjects = copy?.subjects ?? dataOf(await answer);
  // Nothing the shell can show (signed out, offline, no subjects): the app says what it is.
  if (!subjects || subjects.length === 0) return startApp();
  // Every class at once, as the app's preloadMarking does: a tap on Mark then waits for nothing.
  const paths = subjects.map(classPath);
  const answers = paths.map((path) => read<ClassStudentDto[]>(path));
  storeShellClasses({ staffID, paths });
  const kept = copy?.subjects.map((subject) => copy.classOf(subject));
  const classes = kept ? kept.map((c, i) => (c ? Promise.resolve(c) : answers[i]!)) : answers;
  await parsed();
  if (appInCharge() || document.getElementById(TEACHER_SHELL_ID)) return startApp();
  const shell = document.createElement('main');
  shell.id = TEACHER_SHELL_ID;
  shell.innerHTML =
    `<h1>Mark Attendance</h1>${subjectsHtml(subjects)}` +
    '<section class="panel" data-shell-panel hidden></section>';
  listen(shell, subjects, classes);
  document.body.prepend(shell);
  root.setAttribute('data-shell', TEACHER_SHELL_ATTRIBUTE);
  for (const kind of ['pointerdown', 'keydown', 'change'])
    shell.addEventListener(kind, startWhenQuiet);
  startWhenQuiet();
  if (kept) checkCopy(subjects, answer, kept, answers);
  void Promise.allSettled([answer, ...answers]).then(() => setTimeout(fetchApp, IDLE_FETCH_MS));
}

/**
 * A shell drawn from the phone's copy gives way to the app where the server's answers differ
 * from it (the app shows what is true, and takes over the statuses tapped by register number),
 * and is removed at once where the server refuses (signed out: the app goes to the login page).
 * With no answer at all the copy stands, as it does in the app offline.
 */
function checkCopy(
  subjects: StaffSubjectDto[],
  answer: Promise<Answer<StaffSubjectDto[]>>,
  kept: (ClassStudentDto[] | undefined)[],
  answers: Promise<ClassStudentDto[] | undefined>[],
) {
  void answer.then((fresh) => {
    if (fresh === 'refused') {
      removeTeacherShell();
      startApp();
    } else if (fresh && !sameAsCopy(subjects, fresh.data)) startApp();
  });
  kept.forEach((was, i) => {
    void answers[i]?.then((now) => {
      if (was && now && !sameAsCopy(was, now)) startApp();
    });
  });
}

const staff = readStoredStaff();
if (staff?.designation === 'Subject_Staff' && window.location.pathname === '/staffpannel') {
  start(staff.staffID).catch(startApp);
} else {
  startApp();
}
