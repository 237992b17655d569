import { templateTranslator, type Language } from '@attendance/domain';
import { DOMAIN_MESSAGES } from './domain-messages';
import { FIELD_MESSAGES } from './field-messages';
import { IMPORT_MESSAGES } from './import-messages';
import { IMPORT_ROW_MESSAGES } from './import-row-messages';
import { REQUEST_MESSAGES_TRANSLATED } from './request-messages';
import { SCHEMA_MESSAGES } from './schema-messages';
import { SERVER_MESSAGES, type ServerMessage } from './server-messages';
import { WEEK_MESSAGES } from './week-messages';

export { placeholdersOf } from '@attendance/domain';

/**
 * A translator over a catalog of English templates and their Hindi and Tamil (issue 53): the
 * domain's template matching, once per language. English, or a text not in the catalog, comes
 * back unchanged. `nested`: the parts a template carries over are translated too.
 */
export function catalogTranslator(
  catalog: readonly ServerMessage[],
  options: { nested?: boolean } = {},
): (text: string, language: Language) => string {
  const hi = templateTranslator(
    catalog.map((m) => [m.en, m.hi] as const),
    options,
  );
  const ta = templateTranslator(
    catalog.map((m) => [m.en, m.ta] as const),
    options,
  );
  return (text, language) => (language === 'hi' ? hi(text) : language === 'ta' ? ta(text) : text);
}

/**
 * Every answer text the server translates, in the order templates are tried: the general
 * messages, the week's, the imports', the requests', the domain's others, then a field's
 * problem, whose last template (`{where}: {problem}`) catches any text not matched before.
 */
export const SERVER_CATALOG: readonly ServerMessage[] = [
  ...SERVER_MESSAGES,
  ...WEEK_MESSAGES,
  ...IMPORT_MESSAGES,
  ...IMPORT_ROW_MESSAGES,
  ...REQUEST_MESSAGES_TRANSLATED,
  ...DOMAIN_MESSAGES,
  ...SCHEMA_MESSAGES,
  ...FIELD_MESSAGES,
];

/**
 * A server answer's English words in the person's language (issue 53), the varying parts carried
 * over (and translated where they are catalog texts themselves: a class label, a weekday, a
 * field's problem); English, or words not in the catalog, unchanged.
 */
export const translateMessage = catalogTranslator(SERVER_CATALOG, { nested: true });
