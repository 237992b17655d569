import {
  formatPercentage,
  type CampusInfo,
  LANGUAGE_NAMES,
  type FamilyChild,
  type FamilyHomeAnswer,
  type FamilySubjectSummary,
  type Language,
} from '@attendance/domain';
import type { FamilySession } from '../features/family/family-copy';
import { budgetSentence, formatMoment } from '../features/family/home-text';
import { escape } from '../lib/escape-html';
import { familyLanguage, say, w } from './family-words';
import { sameAsCopy } from './phone-copy';

/**
 * A student's home as the app's page draws it (FamilyHomePage, FamilyFrame, SubjectCard), in
 * plain HTML for the family shell: the same texts (features/family/home-text.ts), elements,
 * names and test ids, styled by family-shell.css to Mantine's measures.
 */
export interface HomeView {
  session: FamilySession;
  child: FamilyChild;
  home: FamilyHomeAnswer;
  campus: CampusInfo | undefined;
}

/** Where the home drawn comes from: the copy before the server answers, the answer, or no answer. */
export type Fetched = 'copy' | 'fresh' | 'offline';

const ICON =
  'width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"';
const MOON = `<svg class="fs-light" ${ICON}><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/></svg>`;
const SUN =
  `<svg class="fs-dark" ${ICON}><circle cx="12" cy="12" r="4"/>` +
  '<path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></svg>';

/** Mantine's select chevron (ComboboxChevron), drawn over the select as NativeSelect does. */
const CHEVRON =
  '<svg class="fs-chevron" viewBox="0 0 15 15" fill="none" aria-hidden="true"><path fill="currentColor" fill-rule="evenodd" clip-rule="evenodd" d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"/></svg>';

/** The theme button's name for the scheme now shown (as ThemeToggle's). */
export const themeLabel = (dark: boolean) => w(dark ? 'common.toLight' : 'common.toDark');

const options = (items: { value: string; label: string }[], chosen: string) =>
  items
    .map(
      ({ value, label }) =>
        `<option value="${escape(value)}"${value === chosen ? ' selected' : ''}>${escape(label)}</option>`,
    )
    .join('');

function headHtml(campus: CampusInfo | undefined, dark: boolean): string {
  const offered = campus?.languages.offered ?? [];
  const languages = offered.map((l: Language) => ({ value: l, label: LANGUAGE_NAMES[l] }));
  const picker =
    offered.length < 2
      ? ''
      : `<div class="fs-picker"><select class="fs-input fs-xs" aria-label="${say('lang.choose')}" data-testid="language-picker" data-family-language>${options(languages, familyLanguage)}</select>${CHEVRON}</div>`;
  return (
    '<div class="fs-head"><div class="fs-group">' +
    `<img src="${escape(campus?.logoUrl ?? '/api/campus/logo')}" alt="${say('common.collegeLogo')}" width="32" height="32">` +
    `<p class="fs-campus">${escape(campus?.name ?? '')}</p></div><div class="fs-group fs-controls">${picker}` +
    `<button type="button" class="fs-icon" aria-label="${escape(themeLabel(dark))}" data-testid="theme-toggle" data-family-theme>${MOON}${SUN}</button>` +
    `<button type="button" class="fs-button" data-family-sign-out><span>${say('family.signOut')}</span></button></div></div>`
  );
}

function childPickerHtml(session: FamilySession, child: FamilyChild): string {
  if (session.children.length < 2) return '';
  const children = session.children.map((c) => ({
    value: String(c.studentID),
    label: `${c.studentName} (${c.registerNumber})`,
  }));
  return (
    `<div class="fs-field"><label for="family-shell-child">${say('family.child')}</label>` +
    `<div class="fs-picker"><select id="family-shell-child" class="fs-input" data-family-child>${options(children, String(child.studentID))}</select>${CHEVRON}</div></div>`
  );
}

function cardHtml(subject: FamilySubjectSummary, studentID: number, hodName: string | null) {
  const name = escape(subject.subjectName);
  const percent = formatPercentage(subject.percentage);
  const filled = Math.min(100, subject.percentage);
  const hod =
    subject.budget.kind === 'unreachable' && hodName
      ? `<p class="fs-sm">${say('family.card.hod', { name: hodName })}</p>`
      : '';
  return (
    `<section class="fs-card" aria-label="${name}"><div class="fs-card-head"><h2>${name}</h2>` +
    `<p class="fs-percent" data-testid="subject-percentage">${percent} %</p></div>` +
    `<p class="fs-sm">${say('family.card.counts', { code: subject.subjectCode, held: subject.held, attended: subject.attended })}</p>` +
    `<div class="fs-progress"><div class="fs-bar" data-band="${subject.band}" style="width:${filled}%" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${filled}" aria-label="${say('family.card.attended', { subject: subject.subjectName, percent })}"></div></div>` +
    `<p class="fs-sm${subject.band === 'eligible' ? '' : ' fs-short'}">${say(`family.band.${subject.band}`)}</p>` +
    `<p data-testid="budget-sentence">${escape(budgetSentence(w, subject))}</p>${hod}` +
    `<a class="fs-sm" href="/family/students/${studentID}/subjects/${subject.subjectID}">${say('family.card.every', { subject: subject.subjectName })}</a></section>`
  );
}

/** The line saying when the home shown was fetched (data-testid="fetched-at"). */
export function fetchedText(view: HomeView, fetched: Fetched): string {
  const when = formatMoment(view.home.fetchedAt, view.campus?.timezone, familyLanguage as Language);
  return w(fetched === 'offline' ? 'family.fetchedOffline' : 'family.fetched', { when });
}

/** The shell's page: the frame's head (its theme button for `dark`), the child and the subjects. */
export function homeHtml(view: HomeView, fetched: Fetched, dark: boolean): string {
  const { child, home } = view;
  const id = child.studentID;
  const statuses = home.counted.map((s) => w(`common.status.${s}`)).join(', ');
  const term = home.term
    ? `<p class="fs-sm">${say('family.term', { first: home.term.firstDay, last: home.term.lastDay, eligible: home.thresholds.lowAttendance, condonation: home.thresholds.cumulativeOnDuty })}</p>`
    : '';
  const subjects = home.subjects.length
    ? home.subjects.map((s) => cardHtml(s, id, home.hodName)).join('')
    : `<p>${say('family.noSubjects')}</p>`;
  return (
    `${headHtml(view.campus, dark)}<div class="fs-stack">${childPickerHtml(view.session, child)}` +
    `<div><h1 tabindex="-1">${escape(child.studentName)}</h1><p class="fs-sm">${say('family.childLine', { register: child.registerNumber, department: child.department, year: child.year, semester: child.semester })}</p></div>` +
    `<a href="/family/students/${id}/requests">${say('family.askLeave')}</a>` +
    `<div class="fs-stack fs-tight" data-family-home><p class="fs-sm" data-testid="fetched-at">${escape(fetchedText(view, fetched))}</p>` +
    `${term}<p class="fs-sm" data-testid="counted">${say('family.counted', { statuses })}</p>${subjects}</div>` +
    `<a href="/family/alerts">${say('family.alertsLink')}</a></div>`
  );
}

/** Over a home drawn from the copy, when the server's differs: said, and shown on a tap. */
export const noticeHtml = () =>
  `<div class="fs-notice" role="status" data-family-notice><p>${say('family.shell.changed')}</p>` +
  `<button type="button" class="fs-button" data-family-apply><span>${say('family.shell.showLatest')}</span></button></div>`;

/** Whether the server's answers say what the home drawn says, whenever each was fetched. */
export function unchanged(drawn: HomeView, fresh: HomeView): boolean {
  const same = (a: unknown, b: unknown) => sameAsCopy(a, b) && sameAsCopy(b, a);
  return (
    same({ ...drawn.home, fetchedAt: '' }, { ...fresh.home, fetchedAt: '' }) &&
    same(drawn.session.children, fresh.session.children)
  );
}
