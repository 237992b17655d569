import english from 'virtual:i18n/en/shell';
import { shellWords } from '../lib/i18n/device-language';

/**
 * The teacher shell's words (issue 53): the catalogs' 'shell' area, English compiled in, Hindi or
 * Tamil as the app kept them on this phone (lib/i18n/device-language.ts). Messages come compiled
 * by Lingui's compiler (build/i18n-catalogs.ts); this reads them without Lingui: text, an
 * argument, or a plural whose branch is chosen by Intl.PluralRules.
 */
type Token = string | [name: string, kind?: string, options?: Record<string, Compiled>];
type Compiled = string | Token[];

const kept = shellWords();
const words = kept?.words ?? {};
/** The language the shell speaks: the phone's chosen one when its words are kept, else English. */
export const shellLanguage = kept?.language ?? 'en';

function format(message: Compiled, values: Record<string, unknown>, count?: number): string {
  if (typeof message === 'string') return message;
  return message
    .map((token) => {
      if (typeof token === 'string') return token === '#' && count !== undefined ? count : token;
      const [name, kind, options] = token;
      const value = values[name];
      if (kind !== 'plural' || !options) return String(value ?? '');
      const n = Number(value);
      const rule = new Intl.PluralRules(shellLanguage).select(n);
      return format(options[String(n)] ?? options[rule] ?? options.other ?? '', values, n);
    })
    .join('');
}

/** The shell's message `key` (of shell.json) with its values, in the shell's language. */
export function w(key: string, values: Record<string, unknown> = {}): string {
  const full = `shell.${key}`;
  return format((words[full] ?? english[full] ?? full) as Compiled, values);
}
