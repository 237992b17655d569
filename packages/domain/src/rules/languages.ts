/** The languages the portal speaks (issue 53): English (the spec's words), Hindi, Tamil. */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
};

/** The locale that dates and numbers are written in for a language (India's conventions). */
export function intlLocale(language: Language): string {
  return `${language}-IN`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a request: the first of an Accept-Language header's tags (in order of q) that
 * is offered, else the fallback. The web app sends the person's chosen language first.
 */
export function pickLanguage(
  header: string | undefined,
  offered: readonly Language[],
  fallback: Language,
): Language {
  if (!header) return fallback;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (isLanguage(base) && offered.includes(base)) return base;
  }
  return fallback;
}

const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A weekday's full name in a language from Intl (0 Monday … 6 Sunday: Monday, सोमवार, திங்கள்), so
 * no catalog repeats what every browser and Node know; the week screens and the PDFs use it.
 */
export function weekdayLongName(mondayFirstIndex: number, language: Language): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  // 1 January 2024 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, 1 + mondayFirstIndex)));
}
