import { i18n, type Messages } from '@lingui/core';
import { intlLocale, isLanguage, LANGUAGES, type Language } from '@attendance/domain';
import enStart from 'virtual:i18n/en/start';
import { keepShellWords, LANGUAGE_KEY } from './device-language';

/**
 * The portal's languages (issue 53), with Lingui's core and catalogs compiled at build time
 * (build/i18nCatalogs.ts). English's 'start' part (the login page's words) is in the first
 * file; the rest of English loads with the signed-in screens (ensureAppCatalog); Hindi and
 * Tamil load only when chosen.
 */
export { i18n };

export { LANGUAGE_KEY };

type Part = 'start' | 'app';
const loaders: Record<Language, Record<Part, () => Promise<{ default: Messages }>>> = {
  en: {
    start: () => Promise.resolve({ default: enStart }),
    app: () => import('virtual:i18n/en/app'),
  },
  hi: {
    start: () => import('virtual:i18n/hi/start'),
    app: () => import('virtual:i18n/hi/app'),
  },
  ta: {
    start: () => import('virtual:i18n/ta/start'),
    app: () => import('virtual:i18n/ta/app'),
  },
};

const loaded = new Set<string>(['en/start']);
let appWanted = false;

i18n.load('en', enStart);
i18n.activate('en');

async function loadPart(language: Language, part: Part): Promise<void> {
  const name = `${language}/${part}`;
  if (loaded.has(name)) return;
  const { default: messages } = await loaders[language][part]();
  i18n.load(language, messages);
  loaded.add(name);
}

/** The signed-in screens' words in the current language, loaded once before they show. */
export async function ensureAppCatalog(): Promise<void> {
  appWanted = true;
  await loadPart(currentLanguage(), 'app');
  keepWordsForShell();
}

/** The teacher shell's words in the language now shown, for its next start (device-language.ts). */
function keepWordsForShell(): void {
  const language = currentLanguage();
  if (loaded.has(`${language}/app`)) keepShellWords(language, i18n.messages);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** Loads a language's catalog (the parts in use) and switches every screen and <html lang> to it. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadPart(language, 'start'),
    ...(appWanted ? [loadPart(language, 'app')] : []),
  ]);
  i18n.activate(language);
  document.documentElement.lang = language;
  keepWordsForShell();
}

/** The language this device chose last (before anyone signs in), if any. */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // a private window without storage opens in the campus default next time
  }
}

/** A message of the catalog in the current language (for code outside React). */
export function t(key: string, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

/** Dates and numbers in the current language's conventions (Intl). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(currentLanguage()), options).format(value);
}

export function formatDate(value: Date | string, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(intlLocale(currentLanguage()), options).format(date);
}

export { LANGUAGES };
