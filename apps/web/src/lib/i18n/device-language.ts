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

export interface ShellWords {
  language: string;
  words: Messages;
}

export function keepShellWords(language: string, messages: Messages): void {
  const words: Messages = {};
  for (const [key, message] of Object.entries(messages)) {
    if (key.startsWith('shell.')) words[key] = message;
  }
  try {
    localStorage.setItem(SHELL_WORDS_KEY, JSON.stringify({ language, words }));
  } catch {
    // a private window without storage: the shell shows English, then the app its language
  }
}

/**
 * The shell's words in the language chosen on this device (else in the one the app showed
 * last), or undefined: none kept, or kept for another language than the one chosen.
 */
export function shellWords(): ShellWords | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(SHELL_WORDS_KEY) ?? 'null') as ShellWords | null;
    const chosen = localStorage.getItem(LANGUAGE_KEY) ?? kept?.language;
    return kept && kept.language === chosen && typeof kept.words === 'object' ? kept : undefined;
  } catch {
    return undefined;
  }
}
