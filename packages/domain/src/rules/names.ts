/** The campus locale when its config names none: English of India, which sorts every script. */
export const DEFAULT_CAMPUS_LOCALE = 'en-IN';

/** One collator per locale: building one per comparison makes a sort many times slower. */
const collators = new Map<string, Intl.Collator>();

/**
 * The collation of names in the campus locale (CAMPUS config "locale"): case and accents
 * second ('Ananya' beside 'ananya', 'Émile' beside 'Emile'), numbers by value, each script's
 * letters in its own alphabet order. Server exports and the web app both sort with it.
 */
export function nameCollator(locale: string = DEFAULT_CAMPUS_LOCALE): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base', usage: 'sort' });
    collators.set(locale, collator);
  }
  return collator;
}

export function compareNames(a: string, b: string, locale?: string): number {
  return nameCollator(locale).compare(a, b);
}

/** True when Intl knows the locale (a BCP 47 tag such as ta-IN or hi-IN). */
export function isKnownLocale(locale: string): boolean {
  try {
    return Intl.Collator.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

const searchers = new Map<string, Intl.Collator>();

function searchCollator(locale: string): Intl.Collator {
  let collator = searchers.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', usage: 'search' });
    searchers.set(locale, collator);
  }
  return collator;
}

/**
 * Whether `query` occurs in `name` as the campus locale reads it: case and accents aside
 * ('emile' finds 'Émile'), never cutting a letter from its vowel signs ('प्रि' is one
 * grapheme). Compares grapheme windows of the query's length with the search collation.
 */
export function nameMatches(name: string, query: string, locale = DEFAULT_CAMPUS_LOCALE): boolean {
  const wanted = query.trim().normalize('NFC');
  if (!wanted) return true;
  const text = name.normalize('NFC');
  if (text.toLocaleLowerCase().includes(wanted.toLocaleLowerCase())) return true;
  const segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
  const graphemes = [...segmenter.segment(text)].map((s) => s.segment);
  const length = [...segmenter.segment(wanted)].length;
  const collator = searchCollator(locale);
  for (let start = 0; start + length <= graphemes.length; start += 1) {
    const window = graphemes.slice(start, start + length).join('');
    if (collator.compare(window, wanted) === 0) return true;
  }
  return false;
}
