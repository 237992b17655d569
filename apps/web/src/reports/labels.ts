import type { jsPDF } from 'jspdf';
import { templateTranslator } from '@attendance/domain';

/**
 * A report's own words in the reader's language (issue 53): each English label as the builders
 * write it, or template with `{parts}`, mapped to its translation. The page makes it from the
 * active Lingui locale's `reports` catalog (index.ts) and passes it in the input, so it crosses to
 * the report worker as data and the fonts of its script are fetched like those of any name.
 * Without it (English) every text is drawn as written.
 */
export type ReportLabels = Record<string, string>;

const labelers = new WeakMap<jsPDF, (text: string) => string>();

export function labelDocument(doc: jsPDF, labels: ReportLabels | undefined): void {
  if (labels) labelers.set(doc, templateTranslator(Object.entries(labels)));
}

/** A title, label, heading or fixed value in the document's language. */
export function label(doc: jsPDF, text: string): string {
  return labelers.get(doc)?.(text) ?? text;
}

/** A table's heading row in the document's language. */
export function labelRow(doc: jsPDF, cells: readonly string[]): string[] {
  return cells.map((cell) => label(doc, cell));
}
