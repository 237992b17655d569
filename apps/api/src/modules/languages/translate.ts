import type { Language } from '@attendance/domain';
import { SERVER_MESSAGES, type ServerMessage } from './server-messages';

interface Pattern {
  regex: RegExp;
  names: string[];
  hi: string;
  ta: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

/**
 * A translator over a catalog of English templates: an exact text first, then the templates
 * with `{parts}`, each part matching any text and carried into the translation. English, or a
 * text not in the catalog, comes back unchanged.
 */
export function catalogTranslator(
  catalog: readonly ServerMessage[],
): (text: string, language: Language) => string {
  const exact = new Map(catalog.filter((m) => !HAS_PLACEHOLDER.test(m.en)).map((m) => [m.en, m]));
  const patterns: Pattern[] = catalog
    .filter((m) => HAS_PLACEHOLDER.test(m.en))
    .map((m) => {
      const names: string[] = [];
      const source = m.en
        .split(PLACEHOLDER)
        .map((part, index) => {
          if (index % 2 === 1) {
            names.push(part);
            return '(.*?)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { regex: new RegExp(`^${source}$`, 's'), names, hi: m.hi, ta: m.ta };
    });
  return (text, language) => {
    if (language === 'en') return text;
    const known = exact.get(text);
    if (known) return known[language];
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values = new Map(pattern.names.map((name, i) => [name, match[i + 1] ?? '']));
      return pattern[language].replace(PLACEHOLDER, (_all, name: string) => values.get(name) ?? '');
    }
    return text;
  };
}

/** The placeholders of a template, in order: `{register}` → 'register'. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/**
 * A server answer's English words in the person's language (issue 53), the varying parts carried
 * over; English, or words not in the catalog, unchanged.
 */
export const translateMessage = catalogTranslator(SERVER_MESSAGES);
