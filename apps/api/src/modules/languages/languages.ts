import type { FastifyRequest } from 'fastify';
import { LANGUAGES, pickLanguage, type CampusConfig, type Language } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';
import { translateMessage } from './translate';

/** The campus config's languages (issue 53): English default, all three offered when unset. */
export function campusLanguages(campus: CampusConfig): { default: Language; offered: Language[] } {
  return campus.languages ?? { default: 'en', offered: [...LANGUAGES] };
}

/** A language a person may choose: one the campus offers. */
export function offeredLanguage(campus: CampusConfig, language: Language): Language {
  if (!campusLanguages(campus).offered.includes(language)) {
    throw new BadRequestError(`language: ${language} is not offered by this campus`, 'VALIDATION');
  }
  return language;
}

/**
 * The language of a request's answers: the web app sends the person's chosen language as
 * Accept-Language; without one offered, the campus default.
 */
export function requestLanguage(request: FastifyRequest, campus: CampusConfig): Language {
  const header = request.headers['accept-language'];
  // Every answer with a message asks (plugins/errors.ts), and a person's browser sends the same
  // header each time: the last answer is kept (issue 56). The campus config is read once.
  if (last?.campus === campus && last.header === header) return last.language;
  const { default: fallback, offered } = campusLanguages(campus);
  const language = pickLanguage(header, offered, fallback);
  last = { campus, header, language };
  return language;
}

let last: { campus: CampusConfig; header: string | undefined; language: Language } | undefined;

/**
 * The language of a signed-in staff member's files (issue 53): the request's Accept-Language when
 * it names an offered language (the web app sends the person's choice), else the language they
 * chose in their settings (a token's script sends none), else the campus default.
 */
export function staffLanguage(
  request: FastifyRequest,
  campus: CampusConfig,
  chosen: Language | null | undefined,
): Language {
  const { default: fallback, offered } = campusLanguages(campus);
  const own = chosen && offered.includes(chosen) ? chosen : fallback;
  return pickLanguage(request.headers['accept-language'], offered, own);
}

/**
 * The request's translator of the texts inside an answer (issue 53): a conflict's or a problem's
 * message, a day's reason. The preSerialization hook (plugins/errors.ts) reads only `message`;
 * a route whose answer carries such texts maps them with this. English: each text as it is.
 */
export function answerTranslator(
  request: FastifyRequest,
  campus: CampusConfig,
): (text: string) => string {
  const language = requestLanguage(request, campus);
  if (language === 'en') return (text) => text;
  return (text) => translateMessage(text, language);
}
