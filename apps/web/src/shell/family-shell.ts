import type {
  CampusInfo,
  FamilyHomeAnswer,
  FamilySessionAnswer,
  Language,
} from '@attendance/domain';
import {
  forgetFamilyCopy,
  keepFamilyCampus,
  keepFamilyHome,
  keepFamilySession,
  readFamilyCopy,
  type FamilySession,
} from '../features/family/family-copy';
import { FAMILY_SHELL_ATTRIBUTE, FAMILY_SHELL_ID, removeFamilyShell } from '../lib/family-shell';
import { DARK_MODE_KEY } from '../lib/storage';
import { ask, dataOf, type Answer } from './answers';
import {
  fetchedText,
  homeHtml,
  noticeHtml,
  themeLabel,
  unchanged,
  type Fetched,
  type HomeView,
} from './family-html';
import { LANGUAGE_KEY } from '../lib/i18n/device-language';
import { familyLanguage } from './family-words';
import { appLanguage } from './speaks';
import './family-shell.css';

/**
 * The family shell (issue 50): a student's or parent's phone opening /family/home gets the home
 * (subjects, percentages, the budget sentences) as plain HTML before the app's code has run:
 * drawn at once from the phone's copy (features/family/family-copy.ts) when it holds one (the
 * installed app), else from the server's answers, which the page's head asked for before the
 * app's 176 KB (a cold phone). A few KB of plain DOM, inline in the page (vite.config.ts). It
 * only reads, then starts the app, whose home replaces it in place (lib/family-shell.ts).
 *
 * A home drawn from the copy is held to the server's answer: the same is said by its time, a
 * changed one by a notice over the copy, drawn only on a tap, and until then the app does not
 * start, since it would show the server's figures in place of the ones being read. No answer at
 * all leaves the copy, said to be one, as the app does offline.
 */
const root = document.documentElement;

/** index.html's first script fetches the app's code, and starts it, on these. */
const fetchApp = () => document.dispatchEvent(new Event('attendance:fetch-app'));
const startApp = () => document.dispatchEvent(new Event('attendance:start-app'));

const homePath = (studentID: number) => `/api/family/students/${studentID}/home`;

/** The child the address names (?child=), else the first: as the app's home chooses. */
function childOf(session: FamilySession) {
  const chosen = Number(new URLSearchParams(window.location.search).get('child'));
  return session.children.find((c) => c.studentID === chosen) ?? session.children[0];
}

/** Whether the shell speaks the language the app will show this person in; if not, the app draws. */
const speaks = (session: FamilySession, campus: CampusInfo | undefined) =>
  appLanguage(session.language, campus) === familyLanguage;

/** The shell, drawn (or redrawn) with a home. */
function draw(shell: HTMLElement, view: HomeView, fetched: Fetched): void {
  const dark = root.getAttribute('data-mantine-color-scheme') === 'dark';
  shell.innerHTML = homeHtml(view, fetched, dark);
  shell.dataset.student = String(view.child.studentID);
}

/**
 * What the shell shows is what the app will show: said on the shell for the app's start
 * (lib/family-shell.ts), which is asked for after the drawing's first frame.
 */
function settle(shell: HTMLElement, fromCopy: boolean): void {
  shell.toggleAttribute('data-from-copy', fromCopy);
  shell.setAttribute('data-settled', '');
  const go = () => {
    fetchApp();
    startApp();
  };
  // After the first frame: the app's files and evaluation would hold it back on a slow phone. A
  // hidden tab draws no frame; the page's head starts the app once, however often it is asked.
  requestAnimationFrame(() => setTimeout(go));
  setTimeout(go, 1000);
}

function listen(shell: HTMLElement, view: () => HomeView) {
  shell.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('button');
    if (target?.hasAttribute('data-family-theme')) {
      const dark = root.getAttribute('data-mantine-color-scheme') !== 'dark';
      root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
      target.setAttribute('aria-label', themeLabel(dark));
      try {
        localStorage.setItem(DARK_MODE_KEY, String(dark));
      } catch {
        // a private window without storage keeps the choice for this page only
      }
      // The app may be running behind the shell: its scheme manager hears this (color-scheme.ts).
      window.dispatchEvent(
        new StorageEvent('storage', { key: DARK_MODE_KEY, newValue: `${dark}` }),
      );
    }
    if (target?.hasAttribute('data-family-sign-out')) {
      target.setAttribute('aria-busy', 'true');
      void fetch('/api/family/logout', { method: 'POST', credentials: 'same-origin' })
        .catch(() => undefined)
        .then(() => {
          forgetFamilyCopy();
          window.location.replace('/family');
        });
    }
  });
  shell.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement;
    if (select.hasAttribute('data-family-child')) {
      window.location.assign(`/family/home?child=${encodeURIComponent(select.value)}`);
    }
    if (select.hasAttribute('data-family-language')) {
      // As the app's language menu does; the next start (the app, the shell speaking it) shows it.
      const language = select.value;
      try {
        localStorage.setItem(LANGUAGE_KEY, language);
      } catch {
        // kept for the person on the server below
      }
      keepFamilySession({ ...view().session, language: language as Language });
      void fetch('/api/family/language', {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language }),
      })
        .catch(() => undefined)
        .then(() => window.location.reload());
    }
  });
}

/** Once the page is parsed: the shell runs from its head, before the body exists. */
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve))
    : Promise.resolve();

function shellElement(): HTMLElement {
  const shell = document.createElement('main');
  shell.id = FAMILY_SHELL_ID;
  root.lang = familyLanguage;
  document.body.prepend(shell);
  root.setAttribute('data-shell', FAMILY_SHELL_ATTRIBUTE);
  return shell;
}

async function start() {
  const copy = readFamilyCopy();
  const sessionAnswer = ask<FamilySessionAnswer>('/api/family/session');
  const campusAnswer = ask<CampusInfo>('/api/campus');
  const copied = copy.session && childOf(copy.session);
  const copiedHome = copied && copy.homes[String(copied.studentID)];
  const homeAnswer = copied ? ask<FamilyHomeAnswer>(homePath(copied.studentID)) : undefined;
  // The phone's copy, drawn as soon as the page is parsed (the installed app), then held to the
  // server's answers.
  if (copy.session && copied && copiedHome && copy.campus && speaks(copy.session, copy.campus)) {
    let view: HomeView = {
      session: copy.session,
      child: copied,
      home: copiedHome,
      campus: copy.campus,
    };
    await parsed();
    const shell = shellElement();
    listen(shell, () => view);
    draw(shell, view, 'copy');
    const fresh = await checkCopy(shell, view, sessionAnswer, homeAnswer!, campusAnswer);
    if (fresh) view = fresh;
    return;
  }
  // No copy to draw: the server's answers, the home asked for as soon as the session names it.
  const answered = await sessionAnswer;
  const session = dataOf(answered)?.session;
  if (answered && answered !== 'refused' && !session) keepFamilySession(null);
  const child = session && childOf(session);
  if (!session || !child) return startApp();
  keepFamilySession(session);
  const sameChild = copied && copied.studentID === child.studentID;
  const home = dataOf(
    await (sameChild ? homeAnswer! : ask<FamilyHomeAnswer>(homePath(child.studentID))),
  );
  const campus = dataOf(await campusAnswer) ?? copy.campus;
  if (campus) keepFamilyCampus(campus);
  // Refused or no answer: the app says why, or shows its copy.
  if (!home) return startApp();
  keepFamilyHome(home);
  if (!speaks(session, campus)) return startApp();
  const view: HomeView = { session, child, home, campus };
  await parsed();
  const shell = shellElement();
  listen(shell, () => view);
  draw(shell, view, 'fresh');
  settle(shell, false);
}

/**
 * A home drawn from the copy against the server's answers: the same (said by the time it was
 * fetched), changed (a notice, drawn on a tap), none (the copy stands, said to be one) or
 * refused (the shell goes: the app says why). The view finally shown, if it changed.
 */
async function checkCopy(
  shell: HTMLElement,
  drawn: HomeView,
  sessionAnswer: Promise<Answer<FamilySessionAnswer>>,
  homeAnswer: Promise<Answer<FamilyHomeAnswer>>,
  campusAnswer: Promise<Answer<CampusInfo>>,
): Promise<HomeView | undefined> {
  const [sessionNow, homeNow, campusNow] = await Promise.all([
    sessionAnswer,
    homeAnswer,
    campusAnswer,
  ]);
  const campus = dataOf(campusNow);
  const session = sessionNow === undefined ? drawn.session : dataOf(sessionNow)?.session;
  if (sessionNow && sessionNow !== 'refused' && !session) keepFamilySession(null);
  const child = session && childOf(session);
  if (
    !session ||
    homeNow === 'refused' ||
    child?.studentID !== drawn.child.studentID ||
    !speaks(session, campus ?? drawn.campus)
  ) {
    removeFamilyShell();
    startApp();
    return undefined;
  }
  if (sessionNow) keepFamilySession(session);
  if (campus) keepFamilyCampus(campus);
  const setFetched = (view: HomeView, fetched: Fetched) => {
    shell.querySelector('[data-testid="fetched-at"]')!.textContent = fetchedText(view, fetched);
  };
  if (!homeNow) {
    setFetched(drawn, 'offline');
    settle(shell, true);
    return undefined;
  }
  keepFamilyHome(homeNow.data);
  const fresh: HomeView = { ...drawn, session, child, home: homeNow.data };
  if (unchanged(drawn, fresh)) {
    setFetched(fresh, 'fresh');
    settle(shell, false);
    return fresh;
  }
  shell.querySelector('[data-family-home]')!.insertAdjacentHTML('afterbegin', noticeHtml());
  shell.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-family-apply]')) return;
    draw(shell, fresh, 'fresh');
    shell.querySelector<HTMLElement>('h1')?.focus();
    settle(shell, false);
  });
  return fresh;
}

if (window.location.pathname === '/family/home') {
  start().catch(() => {
    removeFamilyShell();
    startApp();
  });
} else {
  startApp();
}
