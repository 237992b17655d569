import type { AttendanceStatus, ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import { rowOf, syncRow } from '../components/marking/student-rows';
import { nextStatus, type Marks } from '../lib/marks';
import { outboxKept, readStoredStaff, storeShellClasses } from '../lib/storage';
import {
  removeTeacherShell,
  TEACHER_SHELL_ATTRIBUTE,
  TEACHER_SHELL_ID,
} from '../lib/teacher-shell';
import { ask, classPath, dataOf, read, type Answer } from './answers';
import { classChange, startGate, subjectsChange, tappedMarks } from './changes';
import { drawLater, rowsOnOneScreen } from './first-screen';
import { sessionTeacher } from './first-visit';
import { phoneCopy, sameAsCopy } from './phone-copy';
import { noticeHtml, panelHtml, say, subjectsHtml } from './shell-html';
import { shellLanguage, w } from './words';
import './teacher-shell.css';

/**
 * The teacher shell (issue 23): loaded by index.html's inline script, before the app's entry,
 * for the Subject_Staff stored at the last sign-in opening /staffpannel, or on a first visit
 * with nothing stored the teacher the session names (first-visit.ts). A few KB of plain DOM,
 * it reads the subjects and the classes through the app's own calls and draws the subjects and,
 * on a tap on Mark, the class, before the app's 540 KB are even fetched. It only reads: the
 * server judges everything, a Submit tapped here is queued, and the app's marking screen takes
 * over the open class, every status and that tap (src/lib/teacher-shell.ts), then removes it.
 * It speaks the language chosen on the phone (issue 53) with the words the app kept (words.ts).
 */
const root = document.documentElement;
/**
 * The app starts when the teacher, having touched the shell, pauses this long: its evaluation
 * holds a slow phone's main thread for 1-2 s, and taps meanwhile would wait for it. Submit starts
 * it at once. Until the first touch it does not start at all (issue 56): the shell already
 * shows and marks everything a first look needs, and the app's start, run before anyone touched
 * the phone, was the staff panel's whole blocking time (docs/decisions.md).
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
/**
 * The app's code ahead of its start only where it comes over the network: an installed app
 * (a service worker in charge) has it on the phone, and asking for its dozen files ahead cost the
 * main thread 100 ms just after the class was drawn, under the teacher's first taps (issue 56).
 */
const fetchAppSoon = (ask: () => void) => {
  if (!navigator.serviceWorker?.controller) ask();
};

/** The app has drawn something of its own: the shell would only hide it. */
const appInCharge = () => (document.getElementById('root')?.childElementCount ?? 0) > 0;

/**
 * The page's body, where the shell draws, as soon as the parser has made it (issue 56). The
 * built page carries the shell in its head, so the phone's copy is read and the server asked
 * before the body exists; an observer of the root hears of the body at the end of the parser's
 * task that made it (the parser then yields, the head having outlasted its time slice), so the
 * subjects are in the page's first frame. Waiting for the end of the parse instead cost 200-400
 * ms on the phone profile (the browser put it behind other tasks); from the start of the body,
 * the shell ran only after the parser's yield, behind a frame or a dozen other tasks.
 */
const bodyMade = () =>
  document.body
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement, { childList: true });
      });

/** The app starts only once the shell shows what the server says (changes.ts). */
const gate = startGate(startApp, () => document.getElementById(TEACHER_SHELL_ID));

let quiet: ReturnType<typeof setTimeout> | undefined;
/** (Re)arms the start of the app for when the teacher has paused. */
const startWhenQuiet = () => {
  clearTimeout(quiet);
  quiet = setTimeout(gate.request, QUIET_START_MS);
};

/** One class of the shell: the list it shows (the copy's, then the server's) and the server's. */
interface ShellClass {
  shown: Promise<ClassStudentDto[] | undefined>;
  /** The list shown, when it is at hand (the phone's copy, or the server's once applied). */
  known?: ClassStudentDto[];
  /** The server's list, once it differs from the copy shown. */
  fresh?: ClassStudentDto[];
}

/** A class's list from now on: at hand, and the one shown. */
const keep = (klass: ShellClass, students: ClassStudentDto[]) => {
  klass.shown = Promise.resolve(students);
  klass.known = students;
};

/** The subjects the shell shows, each with its class. */
interface ShellState {
  staffID: number;
  subjects: StaffSubjectDto[];
  classes: ShellClass[];
  /** The server's subjects, once they differ from the copy shown. */
  freshSubjects?: StaffSubjectDto[];
}

const classesOf = (subjects: readonly StaffSubjectDto[]): ShellClass[] =>
  subjects.map((s) => ({ shown: read<ClassStudentDto[]>(classPath(s)) }));

const openIndex = (shell: HTMLElement, state: ShellState) =>
  state.subjects.findIndex((s) => String(s.id) === shell.getAttribute('data-subject'));

function listen(shell: HTMLElement, state: ShellState) {
  const panel = shell.querySelector<HTMLElement>('[data-shell-panel]')!;
  const set = (row: HTMLElement, status: AttendanceStatus) => {
    syncRow(row, status, row.dataset.rowIndex === '0');
  };
  shell.addEventListener('click', (event) => {
    const target = event.target as Element;
    const mark = target.closest<HTMLElement>('[data-shell-mark]');
    if (mark) {
      const index = state.subjects.findIndex((s) => String(s.id) === mark.dataset.shellMark);
      void open(shell, panel, state, index);
      return;
    }
    if (target.closest('[data-shell-apply="class"]')) return applyClass(shell, panel, state);
    if (target.closest('[data-shell-apply="subjects"]')) return applySubjects(shell, state);
    if (target.closest('[data-shell-submit]')) {
      // A list changed under the teacher's eyes is applied and checked before it is submitted.
      if (panel.querySelector('[data-shell-notice]')) {
        panel.querySelector<HTMLElement>('[data-shell-apply]')?.focus();
        return;
      }
      shell.setAttribute('data-queued', 'submit');
      target.closest('button')?.setAttribute('aria-busy', 'true');
      return gate.request();
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

/** A class drawn in the panel, with the statuses given (everyone else Present). */
function draw(
  panel: HTMLElement,
  subject: StaffSubjectDto,
  students: ClassStudentDto[],
  marks: Marks,
  /** rowsOnOneScreen(), read by the caller before it changed the page. */
  screenful: number,
) {
  panel.innerHTML = panelHtml(subject, students, marks);
  panel
    .querySelector<HTMLInputElement>('[data-row-index="0"] input:checked')
    ?.setAttribute('tabindex', '0');
  drawLater(panel, screenful);
}

async function open(shell: HTMLElement, panel: HTMLElement, state: ShellState, index: number) {
  const subject = state.subjects[index]!;
  const klass = state.classes[index]!;
  const screenful = rowsOnOneScreen();
  shell.setAttribute('data-subject', String(subject.id));
  panel.hidden = false;
  // The server's list, once known, is this class's.
  if (klass.fresh) keep(klass, klass.fresh);
  // A list at hand is drawn in the tap's own task (issue 56): awaited, it came a microtask later,
  // over a loading line drawn only to be replaced.
  if (klass.known) return showClass(panel, subject, klass.known, screenful);
  panel.innerHTML = `<p class="message">${say('loadingStudents')}</p>`;
  // Another class's notice is gone with its panel.
  gate.check();
  const answer = await klass.shown;
  if (!shell.isConnected || openIndex(shell, state) !== index) return;
  // A class the shell cannot read is left to the app, which says why.
  if (!answer) return startApp();
  showClass(panel, subject, answer, screenful);
}

/** The class opened: its rows drawn, its heading at the top of the screen. */
function showClass(
  panel: HTMLElement,
  subject: StaffSubjectDto,
  students: ClassStudentDto[],
  screenful: number,
) {
  draw(panel, subject, students, {}, screenful);
  panel.querySelector('h2')?.scrollIntoView({ block: 'start' });
  // Another class's notice went with the panel drawn over it.
  gate.check();
  // After the rows' first paint: the app's preloads cost a slow phone 30-40 ms of style work.
  fetchAppSoon(() => requestAnimationFrame(() => setTimeout(fetchApp)));
}

/** The server's class, drawn in place of the copy's with the statuses tapped so far. */
function applyClass(shell: HTMLElement, panel: HTMLElement, state: ShellState) {
  const index = openIndex(shell, state);
  const klass = state.classes[index];
  if (!klass?.fresh) return;
  const screenful = rowsOnOneScreen();
  keep(klass, klass.fresh);
  draw(panel, state.subjects[index]!, klass.fresh, tappedMarks(panel), screenful);
  panel.querySelector<HTMLElement>('h2')?.focus();
  gate.check();
}

/** The server's subjects, drawn in place of the copy's; the open class stays if it is still one. */
function applySubjects(shell: HTMLElement, state: ShellState) {
  const fresh = state.freshSubjects;
  if (!fresh) return;
  const open = openIndex(shell, state);
  const kept = new Map(state.subjects.map((s, i) => [s.id, state.classes[i]!]));
  state.classes = fresh.map((s) => kept.get(s.id) ?? classesOf([s])[0]!);
  state.subjects = fresh;
  state.freshSubjects = undefined;
  storeShellClasses({ staffID: state.staffID, paths: fresh.map(classPath) });
  shell.querySelector('[data-shell-notice="subjects"]')?.remove();
  shell.querySelector('[data-shell-subjects-table]')!.innerHTML = subjectsHtml(fresh);
  if (open >= 0 && openIndex(shell, state) < 0) {
    shell.removeAttribute('data-subject');
    shell.querySelector<HTMLElement>('[data-shell-panel]')!.hidden = true;
  }
  shell.querySelector<HTMLElement>('h1')?.focus();
  gate.check();
}

async function start(staffID: number) {
  const answer = ask<StaffSubjectDto[]>(`/api/attendance/subjects/${staffID}`);
  // The phone's copy first, whenever it holds one (issue 56): an installed app draws at once, as
  // the page is parsed, and holds the copy to the server's answers behind it (checkCopy).
  // Without one, the server's.
  const copy = phoneCopy(staffID);
  const subjects = copy?.subjects ?? dataOf(await answer);
  // Nothing the shell can show (signed out, offline, no subjects): the app says what it is.
  if (!subjects || subjects.length === 0) return startApp();
  // Every class at once, as the app's preloadMarking does: a tap on Mark then waits for nothing.
  const paths = subjects.map(classPath);
  const answers = paths.map((path) => read<ClassStudentDto[]>(path));
  storeShellClasses({ staffID, paths });
  const kept = copy?.subjects.map((subject) => copy.classOf(subject));
  const state: ShellState = {
    staffID,
    subjects,
    classes: answers.map((fresh, i) => {
      const known = kept?.[i];
      return known ? { shown: Promise.resolve(known), known } : { shown: fresh };
    }),
  };
  await bodyMade();
  if (appInCharge() || document.getElementById(TEACHER_SHELL_ID)) return startApp();
  const shell = document.createElement('main');
  shell.id = TEACHER_SHELL_ID;
  // The page speaks the shell's language (a screen reader's voice, axe), as the app's would.
  root.lang = shellLanguage;
  shell.innerHTML =
    `<h1 tabindex="-1">${say('title')}</h1><div data-shell-subjects-table>${subjectsHtml(subjects)}</div>` +
    '<section class="panel" data-shell-panel hidden></section>';
  listen(shell, state);
  document.body.prepend(shell);
  root.setAttribute('data-shell', TEACHER_SHELL_ATTRIBUTE);
  for (const kind of ['pointerdown', 'keydown', 'change'])
    shell.addEventListener(kind, startWhenQuiet);
  // Submissions kept on the phone are sent, or their refusal shown, by the app alone.
  if (outboxKept()) startWhenQuiet();
  if (copy) checkCopy(shell, state, answer, answers.map(gate.wait));
  void Promise.allSettled([answer, ...answers]).then(() =>
    fetchAppSoon(() => setTimeout(fetchApp, IDLE_FETCH_MS)),
  );
}

/**
 * A shell drawn from the phone's copy is held to the server's answers (issue 56). A list that
 * differs is shown as changed: a notice over it, and the server's list drawn only when the
 * teacher applies it (a class not yet opened simply opens with the server's list). Until a
 * changed class is applied the app does not start, since it would show the server's list in
 * place of the rows being marked (changes.ts, startGate). A refusal
 * removes the shell at once (signed out: the app goes to the login page). With no answer at all
 * (offline) the copy stands, as it does in the app offline.
 */
function checkCopy(
  shell: HTMLElement,
  state: ShellState,
  answer: Promise<Answer<StaffSubjectDto[]>>,
  answers: Promise<ClassStudentDto[] | undefined>[],
) {
  const drawn = state.subjects;
  void answer.then((fresh) => {
    if (fresh === 'refused') {
      removeTeacherShell();
      startApp();
    } else if (fresh && !sameAsCopy(drawn, fresh.data) && state.subjects === drawn) {
      state.freshSubjects = fresh.data;
      shell
        .querySelector('h1')!
        .insertAdjacentHTML(
          'afterend',
          noticeHtml('subjects', subjectsChange(drawn, fresh.data), w('showSubjects')),
        );
    }
  });
  state.classes.forEach((klass, i) => {
    const subject = drawn[i]!;
    void Promise.all([klass.shown, answers[i]]).then(([was, now]) => {
      if (!was || !now || was === now || sameAsCopy(was, now)) return;
      klass.fresh = now;
      const index = state.subjects.indexOf(subject);
      const panel = shell.querySelector<HTMLElement>('[data-shell-panel]')!;
      if (index < 0 || openIndex(shell, state) !== index || !panel.querySelector('h2')) return;
      panel
        .querySelector('h2')!
        .insertAdjacentHTML('afterend', noticeHtml('class', classChange(was, now), w('showClass')));
      // A Submit tapped before the answer came is not sent with a list that has changed.
      if (shell.hasAttribute('data-queued')) {
        shell.removeAttribute('data-queued');
        panel.querySelector('[data-shell-submit]')?.removeAttribute('aria-busy');
      }
    });
  });
}

const stored = readStoredStaff();
if (window.location.pathname !== '/staffpannel') startApp();
else if (stored?.designation === 'Subject_Staff') start(stored.staffID).catch(startApp);
else if (stored) startApp();
else {
  // A first visit (first-visit.ts): the shell for the teacher the session names, if any.
  sessionTeacher(shellLanguage)
    .then((staffID) => (staffID === undefined ? startApp() : start(staffID)))
    .catch(startApp);
}
