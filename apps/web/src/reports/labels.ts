import type { jsPDF } from 'jspdf';
import { templateTranslator, WEEKDAY_NAMES, WEEKDAYS, weekdayLongName } from '@attendance/domain';

/**
 * A report's own words in the reader's language (issue 53): each English label as the builders
 * write it, or template with `{parts}`, mapped to its translation. The page makes it from the
 * active Lingui locale's `reports` catalog (index.ts) and passes it in the input, so it crosses to
 * the report worker as data and the fonts of its script are fetched like those of any name.
 * Without it (English) every text is drawn as written.
 */
export type ReportLabels = Record<string, string>;

/**
 * Values a builder composes from its parts (a date range, the block counter, the page footer):
 * their translation is looked up whole by `compose`, and they are kept out of the patterns that
 * `label` matches drawn texts against, where " to " or " of " in a subject's name would match.
 */
export const COMPOSED = {
  dateRange: '{first} to {last}',
  sessions: '{from}-{to} of {total} (block {block} of {blocks})',
  page: 'Page {page} of {pages}',
  marked: 'marked, {absent} absent',
  sinceHours: '{hours} h {minutes} min',
  sinceMinutes: '{minutes} min',
} as const;

const composedTemplates = new Set<string>(Object.values(COMPOSED));

interface Labeller {
  label: (text: string) => string;
  labels: ReportLabels;
}

const labellers = new WeakMap<jsPDF, Labeller>();

export function labelDocument(doc: jsPDF, labels: ReportLabels | undefined): void {
  if (!labels) return;
  const pairs = Object.entries(labels).filter(([english]) => !composedTemplates.has(english));
  labellers.set(doc, { label: templateTranslator(pairs), labels });
}

/** A title, label, heading or fixed value in the document's language. */
export function label(doc: jsPDF, text: string): string {
  return labellers.get(doc)?.label(text) ?? text;
}

/** A table's heading row in the document's language. */
export function labelRow(doc: jsPDF, cells: readonly string[]): string[] {
  return cells.map((cell) => label(doc, cell));
}

/**
 * One of the COMPOSED values in the document's language, its parts filled in: English (no
 * labels) gives exactly the text the builders wrote before.
 */
export function compose(
  doc: jsPDF,
  template: (typeof COMPOSED)[keyof typeof COMPOSED],
  parts: Record<string, string | number>,
): string {
  const translated = labellers.get(doc)?.labels[template] ?? template;
  return translated.replace(/\{(\w+)\}/g, (all, name: string) =>
    name in parts ? String(parts[name]) : all,
  );
}

/**
 * A fixed word of a table's body (a weekday, 'no staff', a status) in the labels' language,
 * for a builder that makes its rows before its document: exact texts only, no templates.
 */
export function word(labels: ReportLabels | undefined, text: string): string {
  return labels?.[text] ?? text;
}

/**
 * The weekdays' full names in a language ('Monday' → सोमवार, திங்கள்), from Intl as the week
 * screens take them; made on the page with the other labels, the report worker only looks them up.
 */
export function weekdayLabels(language: 'hi' | 'ta'): ReportLabels {
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [WEEKDAY_NAMES[day], weekdayLongName(index, language)]),
  );
}
