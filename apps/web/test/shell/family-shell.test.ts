import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import hindiApp from 'virtual:i18n/hi/app';
import type { CampusInfo, FamilyHomeAnswer } from '@attendance/domain';
import type { HomeView } from '../../src/shell/family-html';
import { storage } from './storage';

const child = {
  studentID: 41,
  studentName: 'Pupil <One>',
  registerNumber: 'F001',
  department: 'CSE',
  batch: 'CSE2025',
  year: 2,
  semester: 3,
};
const home: FamilyHomeAnswer = {
  student: child,
  term: { firstDay: '2026-11-26', lastDay: '2027-01-05' },
  hodName: 'Dr. Senthil Kumar',
  thresholds: { lowAttendance: 75, cumulativeOnDuty: 65 },
  counted: ['P', 'OD'],
  subjects: [
    {
      subjectID: 5,
      subjectCode: 'MA',
      subjectName: 'Maths',
      held: 1,
      attended: 1,
      percentage: 100,
      band: 'eligible',
      budget: { kind: 'can-miss', periods: 7, remaining: 30 },
      sentence: 'You can miss 7 more Maths periods this term and stay at 75 %.',
    },
  ],
  fetchedAt: '2026-12-06T10:00:00.000Z',
};
const campus = {
  name: 'Demo College',
  logoUrl: '/api/campus/logo',
  timezone: 'Asia/Kolkata',
  languages: { default: 'en' as const, offered: ['en' as const, 'hi' as const] },
} as CampusInfo;
const view: HomeView = { session: { kind: 'student', children: [child] }, child, home, campus };

/** The shell's modules as a fresh page start loads them, with what this phone keeps. */
async function startShell(kept: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
  vi.resetModules();
  return import('../../src/shell/family-html');
}

describe('the family shell (issue 50)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', storage()));
  afterEach(() => vi.unstubAllGlobals());

  it("draws the home with the app's words, names escaped, the budget as the page says it", async () => {
    const shell = await startShell();
    const html = shell.homeHtml(view, 'copy', false);
    expect(html).toContain(
      '<p data-testid="budget-sentence">You can miss 7 more Maths periods this term and stay at 75 %.</p>',
    );
    expect(html).toContain('<h1 tabindex="-1">Pupil &lt;One&gt;</h1>');
    expect(html).toContain('F001 · CSE · Year 2, semester 3');
    expect(html).toContain('MA · Held 1 · Attended 1');
    expect(html).toContain('100.00 %');
    expect(html).toContain('Counted as attended: Present, On Duty.');
    expect(html).toContain('aria-label="Switch to dark mode"');
    expect(html).toContain('href="/family/students/41/subjects/5"');
    expect(shell.fetchedText(view, 'offline')).toMatch(
      /^Offline: the copy saved on this phone, fetched .*2026/,
    );
  });

  it('speaks Hindi from the words the app kept on the phone', async () => {
    const { keepShellWords } = await import('../../src/lib/i18n/device-language');
    keepShellWords('hi', hindiApp as Messages);
    const kept = JSON.parse(localStorage.getItem('familyShellWords') ?? '{}') as {
      words: Messages;
    };
    expect(Object.keys(kept.words).some((key) => key.startsWith('shell.'))).toBe(false);
    const shell = await startShell({ language: 'hi' });
    const html = shell.homeHtml(view, 'fresh', true);
    expect(html).toContain('इस सत्र में आप Maths के 7 और पीरियड छोड़कर भी 75 % पर रह सकते हैं।');
    expect(html).toContain('MA · हुए 1 · उपस्थित 1');
  });

  it("tells a changed answer from the copy's, whenever each was fetched", async () => {
    const shell = await startShell();
    const later = { ...home, fetchedAt: '2026-12-07T10:00:00.000Z' };
    expect(shell.unchanged(view, { ...view, home: later })).toBe(true);
    const missed = {
      ...later,
      subjects: [{ ...home.subjects[0]!, held: 2, percentage: 50, band: 'not-eligible' as const }],
    };
    expect(shell.unchanged(view, { ...view, home: missed })).toBe(false);
    const sibling = { ...child, studentID: 42 };
    const parent = { kind: 'parent' as const, children: [child, sibling] };
    expect(shell.unchanged(view, { ...view, session: parent })).toBe(false);
  });
});

describe("the family side's copy on the phone", () => {
  beforeEach(() => vi.stubGlobal('localStorage', storage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session, each home and the campus; a session gone forgets them all', async () => {
    const copy = await import('../../src/features/family/family-copy');
    copy.keepFamilySession(view.session);
    copy.keepFamilyHome(home);
    copy.keepFamilyCampus(campus);
    expect(copy.readFamilyCopy()).toEqual({ session: view.session, homes: { 41: home }, campus });
    expect(localStorage.getItem('familyHome')).toBe('/api/family/students/41/home');

    copy.keepFamilySession({ kind: 'student', children: [{ ...child, studentID: 42 }] });
    expect(copy.readFamilyCopy().homes).toEqual({});
    copy.keepFamilyHome(home);
    copy.keepFamilySession(null);
    expect(copy.readFamilyCopy()).toEqual({ homes: {} });
    expect(localStorage.getItem('familyHome')).toBeNull();
  });
});
