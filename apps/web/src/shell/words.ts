import english from 'virtual:i18n/en/shell';
import { SHELL_WORDS_KEY } from '../lib/i18n/device-language';
import { shellSpeech } from './messages';

/**
 * The teacher shell's words (issue 53): the catalogs' 'shell' area, English compiled in, Hindi or
 * Tamil as the app kept them on this phone (lib/i18n/device-language.ts).
 */
const speech = shellSpeech(english, SHELL_WORDS_KEY, 'shell.');

/** The language the shell speaks: the phone's chosen one when its words are kept, else English. */
export const shellLanguage = speech.language;

/** The shell's message `key` (of shell.json) with its values, in the shell's language. */
export const w = speech.w;
