import type { jsPDF } from 'jspdf';
import type { ShapingFont } from './engine';
import { HELVETICA, helveticaOnly, runsOf, type FontKey, type Run } from './scripts';
import { wrap } from './wrap';

// Every report draws its text through jsPDF's text(), getTextWidth() and splitTextToSize(),
// its own and jspdf-autotable's. installTextLayer replaces the three on one document: text that
// Helvetica can draw goes to jsPDF as before; other text is cut into runs of one script,
// shaped by HarfBuzz with the script's Noto font (prepare.ts loads them), and drawn as the
// shaped glyph ids of that font, embedded by jsPDF, inside an /ActualText span that carries
// the text as typed, so that copying, searching and pdftotext give it back.

const loaded = new Map<FontKey, ShapingFont>();

export function registerFont(font: ShapingFont): void {
  loaded.set(font.key, font);
}

export function isFontLoaded(key: FontKey): boolean {
  return loaded.has(key);
}

function shapingFont(key: FontKey): ShapingFont {
  const font = loaded.get(key);
  if (!font) {
    throw new Error(`The ${key} report font is not loaded: prepareText() must see this text first`);
  }
  return font;
}

/** A stroke of this share of the font size thickens the regular face for bold text. */
const SYNTHETIC_BOLD = 0.03;

interface EmbeddedFont {
  id: string;
  metadata: {
    glyIdsUsed: number[];
    toUnicode: Record<number, number>;
    widthOfGlyph(glyph: number): number;
    Unicode: { widths: (number | number[])[] };
  };
}

/** The parts of jsPDF's internal API the layer writes through (absent from its types). */
interface Internals {
  scaleFactor: number;
  getFont(family: string, style: string): unknown;
  getVerticalCoordinateString(y: number): string;
  write(content: string): void;
}

type TextOptions = Parameters<jsPDF['text']>[3];

function binaryString(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x2000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  }
  return text;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** The text as a PDF string in UTF-16BE with its byte order mark. */
function pdfUnicode(text: string): string {
  let out = '<FEFF';
  for (let i = 0; i < text.length; i += 1) out += hex4(text.charCodeAt(i));
  return `${out}>`;
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/** The text colour as PDF fill and stroke operators. */
function colorOperators(doc: jsPDF): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(doc.getTextColor());
  const [r, g, b] = hex ? hex.slice(1).map((part) => parseInt(part, 16) / 255) : [0, 0, 0];
  const rgb = `${num(r!)} ${num(g!)} ${num(b!)}`;
  return `${rgb} rg ${rgb} RG`;
}

export function installTextLayer(doc: jsPDF): void {
  const original = {
    text: doc.text.bind(doc),
    getStringUnitWidth: doc.getStringUnitWidth.bind(doc),
    splitTextToSize: doc.splitTextToSize.bind(doc),
  };
  const embedded = new Map<FontKey, EmbeddedFont>();
  const internal = doc.internal as unknown as Internals;

  function embed(key: FontKey): EmbeddedFont {
    let font = embedded.get(key);
    if (!font) {
      const file = `report-${key}.ttf`;
      doc.addFileToVFS(file, binaryString(shapingFont(key).bytes));
      doc.addFont(file, `report-${key}`, 'normal', 'Identity-H');
      font = internal.getFont(`report-${key}`, 'normal') as unknown as EmbeddedFont;
      embedded.set(key, font);
    }
    return font;
  }

  /** Width of one run in units of the font size. */
  function runWidth(run: Run): number {
    if (run.font === HELVETICA) return original.getStringUnitWidth(run.text);
    const font = shapingFont(run.font);
    return font.shape(run.text).width / font.unitsPerEm;
  }

  function unitWidth(text: string): number {
    return runsOf(text).reduce((sum, run) => sum + runWidth(run), 0);
  }

  /**
   * Glyph ids at their shaped positions, inside /ActualText spans: one for a left-to-right run,
   * one per cluster for a right-to-left one (readers put those back in logical order by their
   * position, so each cluster's own characters are given right to left as well).
   */
  function drawShaped(run: Run & { font: FontKey }, x: number, y: number): void {
    const font = shapingFont(run.font);
    const shaped = font.shape(run.text);
    const { id, metadata } = embed(run.font);
    const size = doc.getFontSize();
    const k = doc.internal.scaleFactor;
    const scale = (size / font.unitsPerEm) * k;
    const starts = [...new Set(shaped.clusters)].sort((a, b) => a - b);
    const clusterText = (from: number) =>
      run.text.slice(from, starts.find((start) => start > from) ?? run.text.length);
    const rtl = shaped.clusters.length > 1 && shaped.clusters[0]! > shaped.clusters.at(-1)!;
    let penX = x * k;
    const baseY = Number(internal.getVerticalCoordinateString(y));
    const ops = ['q', colorOperators(doc)];
    if (/bold/.test(doc.getFont().fontStyle)) ops.push(`2 Tr ${num(size * SYNTHETIC_BOLD)} w`);
    if (!rtl) ops.push(`/Span <</ActualText ${pdfUnicode(run.text)}>> BDC`);
    ops.push('BT', `/${id} ${num(size)} Tf`);
    shaped.glyphs.forEach((glyph, i) => {
      metadata.glyIdsUsed.push(glyph);
      if (!metadata.Unicode.widths.includes(glyph)) {
        metadata.Unicode.widths.push(glyph, [Math.round(metadata.widthOfGlyph(glyph))]);
      }
      const cluster = shaped.clusters[i]!;
      const text = clusterText(cluster);
      // One character, one glyph: a ToUnicode entry too, for readers that skip ActualText.
      const alone = shaped.clusters.filter((c) => c === cluster).length === 1;
      if (text.length === 1 && alone && metadata.toUnicode[glyph] === undefined) {
        metadata.toUnicode[glyph] = text.charCodeAt(0);
      }
      const opensCluster = shaped.clusters[i - 1] !== cluster;
      const closesCluster = shaped.clusters[i + 1] !== cluster;
      if (rtl && opensCluster) {
        ops.push(`/Span <</ActualText ${pdfUnicode([...text].reverse().join(''))}>> BDC`);
      }
      const gx = penX + shaped.xOffsets[i]! * scale;
      const gy = baseY + shaped.yOffsets[i]! * scale;
      ops.push(`1 0 0 1 ${num(gx)} ${num(gy)} Tm <${hex4(glyph)}> Tj`);
      if (rtl && closesCluster) ops.push('EMC');
      penX += shaped.advances[i]! * scale;
    });
    ops.push('ET');
    if (!rtl) ops.push('EMC');
    ops.push('Q');
    internal.write(ops.join('\n'));
  }

  function drawLine(line: string, x: number, y: number, options: TextOptions): void {
    const size = doc.getFontSize() / doc.internal.scaleFactor;
    const runs = runsOf(line);
    const width = runs.reduce((sum, run) => sum + runWidth(run), 0) * size;
    let left = x;
    if (options?.align === 'center') left -= width / 2;
    else if (options?.align === 'right') left -= width;
    const passOn = options?.baseline ? { baseline: options.baseline } : undefined;
    for (const run of runs) {
      if (run.font === HELVETICA) original.text(run.text, left, y, passOn);
      else drawShaped(run as Run & { font: FontKey }, left, y);
      left += runWidth(run) * size;
    }
  }

  doc.getStringUnitWidth = (text, options) => {
    if (helveticaOnly(text) || options?.font) return original.getStringUnitWidth(text, options);
    return unitWidth(text);
  };

  doc.splitTextToSize = (text, maxWidth, options) => {
    const paragraphs: string[] = Array.isArray(text) ? text : String(text).split(/\r?\n/);
    if (paragraphs.every(helveticaOnly)) return original.splitTextToSize(text, maxWidth, options);
    const k = doc.internal.scaleFactor;
    const size = ((options?.fontSize as number | undefined) ?? doc.getFontSize()) / k;
    return paragraphs.flatMap((paragraph) => wrap(paragraph, maxWidth / size, unitWidth));
  };

  doc.text = ((text: string | string[], x: number, y: number, options?: TextOptions) => {
    const lines = Array.isArray(text) ? text : [text];
    if (lines.every(helveticaOnly)) return original.text(text, x, y, options);
    const split = options?.maxWidth
      ? doc.splitTextToSize(lines.join('\n'), options.maxWidth)
      : lines.flatMap((line) => line.split(/\r?\n/));
    const lineHeight = (doc.getFontSize() * doc.getLineHeightFactor()) / doc.internal.scaleFactor;
    split.forEach((line: string, index: number) =>
      drawLine(line, x, y + index * lineHeight, options),
    );
    return doc;
  }) as jsPDF['text'];
}
