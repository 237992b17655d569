import * as hb from 'harfbuzzjs';
import type { FontKey } from './scripts';

// HarfBuzz (harfbuzzjs, WebAssembly): OpenType shaping of Indic conjuncts, reordered vowel
// signs and Arabic joining, which jsPDF does not do. Imported only by prepare.ts, on demand:
// the module fetches and compiles its WebAssembly as it loads.

/** One run shaped: glyph ids in drawing order, and their positions in font units. */
export interface ShapedRun {
  glyphs: number[];
  /** The first character (UTF-16 index) of each glyph's cluster. */
  clusters: number[];
  advances: number[];
  xOffsets: number[];
  yOffsets: number[];
  /** The sum of the advances. */
  width: number;
}

export interface ShapingFont {
  key: FontKey;
  /** The TrueType file, as jsPDF embeds it (its subset of the glyphs a PDF draws). */
  bytes: Uint8Array;
  unitsPerEm: number;
  shape(text: string): ShapedRun;
}

/** Shaping the same name again (measured, then drawn) is answered from here. */
const CACHE_LIMIT = 20_000;

export function openFont(key: FontKey, bytes: Uint8Array): ShapingFont {
  const face = new hb.Face(new hb.Blob(bytes), 0);
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  const cache = new Map<string, ShapedRun>();
  return {
    key,
    bytes,
    unitsPerEm: face.upem,
    shape(text) {
      const known = cache.get(text);
      if (known) return known;
      buffer.clearContents();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      const run: ShapedRun = {
        glyphs: infos.map((info) => info.codepoint),
        clusters: infos.map((info) => info.cluster),
        advances: positions.map((p) => p.xAdvance),
        xOffsets: positions.map((p) => p.xOffset),
        yOffsets: positions.map((p) => p.yOffset),
        width: positions.reduce((sum, p) => sum + p.xAdvance, 0),
      };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(text, run);
      return run;
    },
  };
}
