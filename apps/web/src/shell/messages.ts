import type { Messages } from '@lingui/core';
import { shellWords } from '../lib/i18n/device-language';

/**
 * A shell's words (issue 53), read without Lingui: English compiled into the shell, Hindi or
 * Tamil as the app kept them on this phone under `storageKey` (lib/i18n/device-language.ts).
 * Messages come compiled by Lingui's compiler (build/i18n-catalogs.ts): text, an argument, or a
 * plural whose branch is chosen by Intl.PluralRules.
 */
type Token = string | [name: string, kind?: string, options?: Record<string, Compiled>];
type Compiled = string | Token[];

export interface ShellSpeech {
  /** The language the shell speaks: the phone's chosen one when its words are kept, else English. */
  language: string;
  /** The message `key` (with `prefix` before it) and its values, in that language. */
  w(key: string, values?: Record<string, unknown>): string;
}

export function shellSpeech(english: Messages, storageKey: string, prefix = ''): ShellSpeech {
  const kept = shellWords(storageKey);
  const words = kept?.words ?? {};
  const language = kept?.language ?? 'en';
  const format = (message: Compiled, values: Record<string, unknown>, count?: number): string => {
    if (typeof message === 'string') return message;
    return message
      .map((token) => {
        if (typeof token === 'string') return token === '#' && count !== undefined ? count : token;
        const [name, kind, options] = token;
        const value = values[name];
        if (kind !== 'plural' || !options) return String(value ?? '');
        const n = Number(value);
        const rule = new Intl.PluralRules(language).select(n);
        return format(options[String(n)] ?? options[rule] ?? options.other ?? '', values, n);
      })
      .join('');
  };
  return {
    language,
    w(key, values = {}) {
      const full = `${prefix}${key}`;
      return format((words[full] ?? english[full] ?? full) as Compiled, values);
    },
  };
}
