import english from 'virtual:i18n/en/family-shell';
import { FAMILY_SHELL_WORDS_KEY } from '../lib/i18n/device-language';
import { escape } from '../lib/escape-html';
import { shellSpeech } from './messages';

/**
 * The family shell's words (issues 50 and 53): the few messages of a student's home, English
 * compiled in, Hindi or Tamil as the app kept them on this phone (lib/i18n/device-language.ts).
 */
const speech = shellSpeech(english, FAMILY_SHELL_WORDS_KEY);

/** The language the shell speaks: the phone's chosen one when its words are kept, else English. */
export const familyLanguage = speech.language;

/** A message by its full key ('family.card.counts'), in the shell's language. */
export const w = speech.w;

/** The same, escaped for the HTML it goes into. */
export const say = (key: string, values?: Record<string, unknown>) => escape(w(key, values));
