import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import type { jsPDF } from 'jspdf';

/** A glyph as drawn in a PDF, or as a shaper places it: id and pen position in font units. */
export interface PlacedGlyph {
  glyph: number;
  x: number;
  y: number;
}

/** The page content streams of a jsPDF document, inflated. */
function contentStreams(doc: jsPDF): string[] {
  const bytes = Buffer.from(doc.output('arraybuffer'));
  const streams: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream\n', at);
    if (start < 0) return streams;
    const end = bytes.indexOf('\nendstream', start);
    if (end < 0) return streams;
    const body = bytes.subarray(start + 'stream\n'.length, end);
    try {
      streams.push(inflateSync(body).toString('latin1'));
    } catch {
      streams.push(body.toString('latin1'));
    }
    at = end + '\nendstream'.length;
  }
}

const SPAN =
  /\/Span <<\/ActualText <FEFF([0-9a-f]*)>>> BDC\nBT\n\/\w+ ([\d.]+) Tf\n((?:1 0 0 1 [-\d.]+ [-\d.]+ Tm <[0-9a-f]{4}> Tj\n)+)ET/g;
const GLYPH = /1 0 0 1 ([-\d.]+) ([-\d.]+) Tm <([0-9a-f]{4})> Tj/g;

function decodeUtf16(hex: string): string {
  let text = '';
  for (let i = 0; i < hex.length; i += 4)
    text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
}

/**
 * Each text a document draws as shaped glyphs inside an /ActualText span (what the report text
 * layer writes), with its glyphs placed relative to the first, in units of `unitsPerEm`.
 */
export function drawnRuns(doc: jsPDF, unitsPerEm: number): Map<string, PlacedGlyph[]> {
  const runs = new Map<string, PlacedGlyph[]>();
  for (const stream of contentStreams(doc)) {
    for (const [, text, size, body] of stream.matchAll(SPAN)) {
      const scale = unitsPerEm / Number(size);
      const glyphs = [...body!.matchAll(GLYPH)].map(([, x, y, id]) => ({
        glyph: parseInt(id!, 16),
        x: Number(x),
        y: Number(y),
      }));
      const origin = glyphs[0]!;
      runs.set(
        decodeUtf16(text!),
        glyphs.map((g) => ({
          glyph: g.glyph,
          x: (g.x - origin.x) * scale,
          y: (g.y - origin.y) * scale,
        })),
      );
    }
  }
  return runs;
}

/**
 * The text as HarfBuzz's own command-line shaper places it (Debian's libharfbuzz-bin, a native
 * build apart from the WebAssembly one the reports use), relative to the first glyph.
 */
export function referenceShaping(fontFile: string, text: string): PlacedGlyph[] {
  let output: string;
  try {
    output = execFileSync(
      'hb-shape',
      ['--output-format=json', '--no-glyph-names', fontFile, '--text', text],
      { encoding: 'utf8' },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'hb-shape not found: install libharfbuzz-bin (apt-get install libharfbuzz-bin)',
      );
    }
    throw error;
  }
  const glyphs = JSON.parse(output) as { g: number; dx: number; dy: number; ax: number }[];
  let pen = 0;
  const placed = glyphs.map((g) => {
    const at = { glyph: g.g, x: pen + g.dx, y: g.dy };
    pen += g.ax;
    return at;
  });
  const origin = placed[0]!;
  return placed.map((g) => ({ ...g, x: g.x - origin.x, y: g.y - origin.y }));
}
