import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { jsPDF } from 'jspdf';
import type { ReportResult } from '../../src/reports/types';

/**
 * The text of a generated PDF as poppler reads it, one string per page. poppler-utils is a
 * hard requirement of this suite (CI installs it): without it every test fails, none skips.
 */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdfimages', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} not found: install poppler-utils (apt-get install poppler-utils)`);
    }
    throw error;
  }
}

function withFile<T>(doc: jsPDF, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  const file = join(dir, 'report.pdf');
  try {
    writeFileSync(file, Buffer.from(doc.output('arraybuffer')));
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfPages(doc: jsPDF): string[] {
  const text = withFile(doc, (file) => poppler('pdftotext', ['-layout', file, '-']));
  // pdftotext ends every page with a form feed.
  return text.split('\f').slice(0, -1);
}

export interface PdfInfo {
  pages: number;
  width: number;
  height: number;
}

export function pdfInfo(doc: jsPDF): PdfInfo {
  const text = withFile(doc, (file) => poppler('pdfinfo', [file]));
  const pages = Number(/^Pages:\s+(\d+)/m.exec(text)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(text);
  return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
}

/** The images drawn on each page, as 'page:object' pairs from pdfimages. */
export function pdfImages(doc: jsPDF): string[] {
  const text = withFile(doc, (file) => poppler('pdfimages', ['-list', file]));
  return text
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 11 && cells[2] === 'image')
    .map((cells) => `${cells[0]}:${cells[10]}`);
}

/** The document of a report that is expected to build. */
export function built(result: ReportResult): { doc: jsPDF; fileName: string } {
  if (!result.ok) throw new Error(`expected a document, got the message '${result.message}'`);
  return result;
}

/** Lines of a page squeezed to single spaces, so table columns can be matched as text. */
export function squeeze(page: string): string[] {
  return page.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
}
