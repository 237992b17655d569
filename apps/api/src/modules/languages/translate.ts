import { templateTranslator, type Language } from '@attendance/domain';
import { SERVER_MESSAGES, type ServerMessage } from './server-messages';

export { placeholdersOf } from '@attendance/domain';

/**
 * A translator over a catalog of English templates and their Hindi and Tamil (issue 53): the
 * domain's template matching, once per language. English, or a text not in the catalog, comes
 * back unchanged.
 */
export function catalogTranslator(
  catalog: readonly ServerMessage[],
): (text: string, language: Language) => string {
  const hi = templateTranslator(catalog.map((m) => [m.en, m.hi] as const));
  const ta = templateTranslator(catalog.map((m) => [m.en, m.ta] as const));
  return (text, language) => (language === 'hi' ? hi(text) : language === 'ta' ? ta(text) : text);
}

/**
 * A server answer's English words in the person's language (issue 53), the varying parts carried
 * over; English, or words not in the catalog, unchanged.
 */
export const translateMessage = catalogTranslator(SERVER_MESSAGES);
