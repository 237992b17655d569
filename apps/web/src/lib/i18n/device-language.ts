import type { Messages } from '@lingui/core';

/**
 * What this device keeps of the person's language (issue 53), read both by the app and by the
 * teacher shell of index.html (src/shell), which is drawn before the app and its catalogs: so
 * nothing here may bring Lingui along.
 */

/** Where the language chosen on this device is kept, so the login page opens in it. */
export const LANGUAGE_KEY = 'language';

/**
 * The teacher shell's words (the catalogs' 'shell' area) in the language the app showed last on
 * this device: English is compiled into the shell; Hindi and Tamil come from here, a few KB the
 * app keeps up to date, so the shell carries no other language.
 */
export const SHELL_WORDS_KEY = 'teacherShellWords';

/**
 * The family shell's words (src/shell/family-shell.ts, issues 50 and 53): a student's home drawn
 * before the app, kept apart from the teacher's so neither phone keeps the other's.
 */
export const FAMILY_SHELL_WORDS_KEY = 'familyShellWords';

/** The family shell's messages: whole keys, or every key of an area part ending in '.'. */
const FAMILY_SHELL_WORDS = [
  'family.signOut',
  'family.child',
  'family.childLine',
  'family.fetched',
  'family.fetchedOffline',
  'family.term',
  'family.askLeave',
  'family.alertsLink',
  'family.counted',
  'family.noSubjects',
  'family.card.',
  'family.band.',
  'family.budget.',
  'family.shell.',
  'common.status.',
  'common.toLight',
  'common.toDark',
  'common.collegeLogo',
  'lang.choose',
];

export function isFamilyShellWord(key: string): boolean {
  return FAMILY_SHELL_WORDS.some((word) =>
    word.endsWith('.') ? key.startsWith(word) : key === word,
  );
}

export interface ShellWords {
  language: string;
  words: Messages;
}

export function keepShellWords(language: string, messages: Messages): void {
  const words: Messages = {};
  const family: Messages = {};
  for (const [key, message] of Object.entries(messages)) {
    if (key.startsWith('shell.')) words[key] = message;
    if (isFamilyShellWord(key)) family[key] = message;
  }
  try {
    localStorage.setItem(SHELL_WORDS_KEY, JSON.stringify({ language, words }));
    localStorage.setItem(FAMILY_SHELL_WORDS_KEY, JSON.stringify({ language, words: family }));
  } catch {
    // a private window without storage: the shell shows English, then the app its language
  }
}

/**
 * A shell's words (kept under `storageKey`) in the language chosen on this device (else in the one the app showed
 * last), or undefined: none kept, or kept for another language than the one chosen.
 */
export function shellWords(storageKey = SHELL_WORDS_KEY): ShellWords | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as ShellWords | null;
    const chosen = localStorage.getItem(LANGUAGE_KEY) ?? kept?.language;
    return kept && kept.language === chosen && typeof kept.words === 'object' ? kept : undefined;
  } catch {
    return undefined;
  }
}
