import { jsPDF } from 'jspdf';
import type { Styles } from 'jspdf-autotable';
import { campusToday, isValidTimeZone } from '@attendance/domain';
import { labelDocument, label, type ReportLabels } from './labels';
import { installTextLayer } from './text/layer';

export const MARGIN = 40;
/** Pages after a report's first one carry only the letterhead, so tables may start higher. */
export const CONTINUATION_TOP = 100;
export const RED: [number, number, number] = [200, 30, 30];
export const GREEN: [number, number, number] = [20, 120, 40];

export const TABLE_STYLES: Partial<Styles> = { fontSize: 8, cellPadding: 3, valign: 'middle' };
export const HEAD_STYLES: Partial<Styles> = { fillColor: [40, 70, 120], textColor: 255 };

/** Sizes in points, as the spec's student list gives them. */
export function newDocument(
  orientation: 'portrait' | 'landscape',
  title: string,
  labels?: ReportLabels,
): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation, compress: true });
  doc.setProperties({ title });
  labelDocument(doc, labels);
  // Names in any of the campus's scripts: shaped, embedded, and given back as typed.
  installTextLayer(doc);
  return doc;
}

export function pageWidth(doc: jsPDF): number {
  return doc.internal.pageSize.getWidth();
}

/** Batch and subject names may hold characters that browsers refuse in a download name. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '_').trim();
}

/** The campus calendar date (YYYY-MM-DD) when its zone is known, else the device's. */
export function generatedOn(now: Date, timezone?: string): string {
  if (timezone && isValidTimeZone(timezone)) return campusToday(now, timezone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The domain's one register-number order (21CS9 before 21CS10), as the API sorts its lists. */
export { compareRegisterNumbers } from '@attendance/domain';

export function drawTitle(doc: jsPDF, title: string, y: number): void {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.setTextColor(0);
  doc.text(label(doc, title), pageWidth(doc) / 2, y, { align: 'center' });
}

/**
 * Label/value pairs in two columns, left then right, one pair per line; returns the y below
 * the last line.
 */
export function drawInfoLines(doc: jsPDF, pairs: readonly [string, string][], top: number): number {
  const half = Math.ceil(pairs.length / 2);
  const columns = [pairs.slice(0, half), pairs.slice(half)];
  const x = [MARGIN, pageWidth(doc) / 2 + 10];
  const lineHeight = 14;
  doc.setFontSize(10);
  doc.setTextColor(0);
  columns.forEach((column, c) => {
    column.forEach(([english, shown], i) => {
      const name = label(doc, english);
      const value = label(doc, shown);
      const y = top + i * lineHeight;
      const left = x[c] ?? MARGIN;
      doc.setFont('helvetica', 'bold');
      doc.text(`${name}:`, left, y);
      // Measured in bold, and a gap wider than a space, so text extraction sees two words.
      const valueX = left + doc.getTextWidth(`${name}:`) + 5;
      doc.setFont('helvetica', 'normal');
      doc.text(value, valueX, y);
    });
  });
  return top + half * lineHeight;
}

/** The y below the last table drawn on the document. */
export function lastTableEnd(doc: jsPDF): number {
  const last = (doc as jsPDF & { lastAutoTable?: { finalY?: number } }).lastAutoTable;
  return last?.finalY ?? CONTINUATION_TOP;
}
