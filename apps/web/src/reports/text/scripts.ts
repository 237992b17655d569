// Which font draws each character of a report. Pure and small: the report builders import it
// statically, while the shaping engine and the fonts are fetched only when a report's text
// needs them (prepare.ts).

/** A shipped font: Noto Sans for Latin beyond Helvetica's, and one Noto family per script. */
export type FontKey =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'arabic';

/** Helvetica, jsPDF's built-in font: WinAnsi text needs no engine and no download. */
export const HELVETICA = 'helvetica';
export type RunFont = FontKey | typeof HELVETICA;

type Range = readonly [number, number];

/** Characters every script font also keeps: spaces, dandas, joiners, the dotted circle. */
const SHARED: readonly Range[] = [
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x964, 0x965],
  [0x200b, 0x200d],
  [0x25cc, 0x25cc],
];

/** Each font's own characters (what subset-fonts keeps besides SHARED). */
export const FONT_RANGES: Record<FontKey, readonly Range[]> = {
  latin: [
    [0x20, 0x7e],
    [0xa0, 0x17f],
    [0x218, 0x21b],
    [0x300, 0x36f],
    [0x1e00, 0x1eff],
    [0x2000, 0x206f],
    [0x20a0, 0x20cf],
    [0x2122, 0x2122],
  ],
  devanagari: [
    [0x900, 0x97f],
    [0xa8e0, 0xa8ff],
  ],
  bengali: [[0x980, 0x9ff]],
  gurmukhi: [[0xa00, 0xa7f]],
  gujarati: [[0xa80, 0xaff]],
  oriya: [[0xb00, 0xb7f]],
  tamil: [[0xb80, 0xbff]],
  telugu: [[0xc00, 0xc7f]],
  kannada: [[0xc80, 0xcff]],
  malayalam: [[0xd00, 0xd7f]],
  arabic: [
    [0x600, 0x6ff],
    [0x750, 0x77f],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfefc],
  ],
};

export const FONT_KEYS = Object.keys(FONT_RANGES) as FontKey[];

/** The ranges subset-fonts keeps in a font's file. */
export function keptRanges(key: FontKey): readonly Range[] {
  return [...FONT_RANGES[key], ...SHARED];
}

const within = (ranges: readonly Range[], code: number) =>
  ranges.some(([start, end]) => code >= start && code <= end);

/** The script font of a character of one of the scripts, else undefined. */
function scriptFont(code: number): FontKey | undefined {
  if (code < 0x600) return undefined;
  return FONT_KEYS.find((key) => key !== 'latin' && within(FONT_RANGES[key], code));
}

/** What WinAnsiEncoding adds in 0x80-0x9F: Helvetica draws these too. */
const WIN_ANSI_EXTRA = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0)),
);

function helveticaDraws(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code)
  );
}

/** Marks and joiners belong to the character before them (same run, same font). */
const CLINGS = /[\p{M}\u200c\u200d]/u;
/** Spaces take the font of the text around them, so a name in one script stays one run. */
const SPACE = /[ \u00a0\u200b]/;

export interface Run {
  font: RunFont;
  text: string;
}

function clusterFont(cluster: string): RunFont {
  let helvetica = true;
  for (const char of cluster) {
    const code = char.codePointAt(0)!;
    const script = scriptFont(code);
    if (script) return script;
    if (!helveticaDraws(code) && code >= 0x20) helvetica = false;
  }
  return helvetica ? HELVETICA : 'latin';
}

/** Base characters with their marks, in order. */
function clusters(text: string): string[] {
  const found: string[] = [];
  for (const char of text) {
    if (found.length > 0 && CLINGS.test(char)) found[found.length - 1] += char;
    else found.push(char);
  }
  return found;
}

/**
 * The text cut into runs of one font each: Helvetica where it can draw the text, else the
 * script's Noto font. Text that needs Noto Sans for some Latin letter (Śrī) takes it for all
 * its Latin letters, so one name is not drawn in two typefaces. Spaces join the run before
 * them (or after, at the start).
 */
export function runsOf(text: string): Run[] {
  const parts = clusters(text).map((cluster) => ({ cluster, font: clusterFont(cluster) }));
  if (parts.some((part) => part.font === 'latin')) {
    for (const part of parts) {
      const code = part.cluster.codePointAt(0)!;
      if (part.font === HELVETICA && within(FONT_RANGES.latin, code)) part.font = 'latin';
    }
  }
  const runs: Run[] = [];
  let pendingSpaces = '';
  for (const { cluster, font } of parts) {
    const last = runs[runs.length - 1];
    if (SPACE.test(cluster)) {
      if (last) last.text += cluster;
      else pendingSpaces += cluster;
    } else if (last && last.font === font) {
      last.text += cluster;
    } else {
      runs.push({ font, text: pendingSpaces + cluster });
      pendingSpaces = '';
    }
  }
  if (pendingSpaces) runs.push({ font: HELVETICA, text: pendingSpaces });
  return runs;
}

/** True when Helvetica draws the whole text, as jsPDF always did. */
export function helveticaOnly(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x80 && !helveticaDraws(code)) return false;
  }
  return true;
}

/** The fonts some text needs beyond Helvetica. */
export function fontsOf(text: string, into: Set<FontKey> = new Set()): Set<FontKey> {
  if (helveticaOnly(text)) return into;
  for (const run of runsOf(text)) if (run.font !== HELVETICA) into.add(run.font);
  return into;
}
