import { fontFile } from './fonts';
import { isFontLoaded, registerFont } from './layer';
import { fontsOf, type FontKey } from './scripts';

/** Every string anywhere in a report's input (names, subjects, the campus, its departments). */
function eachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) eachString(item, visit);
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) eachString(item, visit);
  }
}

/** The fonts the text of a report's input needs beyond Helvetica. */
export function fontsNeeded(input: unknown): Set<FontKey> {
  const needed = new Set<FontKey>();
  eachString(input, (text) => fontsOf(text, needed));
  return needed;
}

/**
 * Loads what the report's text needs before a builder draws it: nothing for text Helvetica
 * draws; else the shaping engine (`loadEngine`: engine.ts, imported as the caller's graph
 * allows) and the fonts of the scripts found, each fetched once.
 */
export async function prepareText(
  input: unknown,
  loadEngine: () => Promise<typeof import('./engine')>,
): Promise<void> {
  const missing = [...fontsNeeded(input)].filter((key) => !isFontLoaded(key));
  if (missing.length === 0) return;
  const [{ openFont }, ...files] = await Promise.all([
    loadEngine(),
    ...missing.map((key) => fontFile(key)),
  ]);
  missing.forEach((key, index) => registerFont(openFont(key, files[index]!)));
}
