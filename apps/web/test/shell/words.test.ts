import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import tamil from 'virtual:i18n/ta/shell';
import hindiApp from 'virtual:i18n/hi/app';
import type { ClassStudentDto } from '@attendance/domain';
import { storage } from './storage';

/** The shell's modules as a fresh page start loads them, with what this phone keeps. */
async function startShell(kept: Record<string, string>) {
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
  vi.resetModules();
  const words = await import('../../src/shell/words');
  const changes = await import('../../src/shell/changes');
  return { ...words, ...changes };
}

const student = (registerNumber: string) => ({ registerNumber }) as ClassStudentDto;
const was = [student('R1'), student('R2')];

describe("the teacher shell's words (issue 53)", () => {
  beforeEach(() => vi.stubGlobal('localStorage', storage()));
  afterEach(() => vi.unstubAllGlobals());

  it('speaks English with nothing kept, the words exactly as before', async () => {
    const shell = await startShell({});
    expect(shell.shellLanguage).toBe('en');
    expect(shell.w('title')).toBe('Mark Attendance');
    expect(shell.w('markFor', { code: 'CS301' })).toBe('Mark attendance for CS301');
    expect(shell.classChange(was, [...was, student('R3')])).toBe(
      'This class has changed since the copy on this phone (1 student joined).',
    );
    expect(shell.classChange(was, [])).toBe(
      'This class has changed since the copy on this phone (2 students left).',
    );
    expect(shell.subjectsChange([], [])).toBe(
      'Your subjects have changed since the copy on this phone.',
    );
  });

  it('speaks the chosen language from the words the app kept, plurals by its rules', async () => {
    const shell = await startShell({
      language: 'ta',
      teacherShellWords: JSON.stringify({ language: 'ta', words: tamil }),
    });
    expect(shell.shellLanguage).toBe('ta');
    expect(shell.w('title')).toBe('வருகையைக் குறி');
    expect(shell.w('joined', { count: 1 })).toBe('1 மாணவர் சேர்ந்தார்');
    expect(shell.classChange(was, [...was, student('R3'), student('R4')])).toBe(
      'இந்தத் தொலைபேசியில் உள்ள நகலுக்குப் பின் இந்த வகுப்பு மாறியுள்ளது (2 மாணவர்கள் சேர்ந்தனர்).',
    );
  });

  it('keeps English when the words kept are of another language than the one chosen', async () => {
    const shell = await startShell({
      language: 'hi',
      teacherShellWords: JSON.stringify({ language: 'ta', words: tamil }),
    });
    expect(shell.shellLanguage).toBe('en');
    expect(shell.w('submit')).toBe('Submit Attendance');
  });

  it("takes the shell's words from the app's catalog, and only those", async () => {
    const { keepShellWords } = await import('../../src/lib/i18n/device-language');
    keepShellWords('hi', hindiApp as Messages);
    const kept = JSON.parse(localStorage.getItem('teacherShellWords') ?? '{}') as {
      words: Messages;
    };
    expect(Object.keys(kept.words).every((key) => key.startsWith('shell.'))).toBe(true);
    const shell = await startShell({ language: 'hi' });
    expect(shell.w('submit')).toBe('उपस्थिति जमा करें');
    expect(shell.w('left', { count: 3 })).toBe('3 छात्र गए');
  });
});
