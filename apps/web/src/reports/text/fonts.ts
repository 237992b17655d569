import type { FontKey } from './scripts';

// The shipped fonts (subsets made by scripts/subset-fonts.mjs; OFL.txt). Each is its own
// file, fetched only for a report whose text is in that script.
const FILES: Record<FontKey, URL> = {
  latin: new URL('./fonts/latin.ttf', import.meta.url),
  devanagari: new URL('./fonts/devanagari.ttf', import.meta.url),
  bengali: new URL('./fonts/bengali.ttf', import.meta.url),
  gurmukhi: new URL('./fonts/gurmukhi.ttf', import.meta.url),
  gujarati: new URL('./fonts/gujarati.ttf', import.meta.url),
  oriya: new URL('./fonts/oriya.ttf', import.meta.url),
  tamil: new URL('./fonts/tamil.ttf', import.meta.url),
  telugu: new URL('./fonts/telugu.ttf', import.meta.url),
  kannada: new URL('./fonts/kannada.ttf', import.meta.url),
  malayalam: new URL('./fonts/malayalam.ttf', import.meta.url),
  arabic: new URL('./fonts/arabic.ttf', import.meta.url),
};

/** The font's file: fetched in a browser, read from disk where the module is a file (tests). */
export async function fontFile(key: FontKey): Promise<Uint8Array> {
  const url = FILES[key];
  if (url.protocol === 'file:') {
    // A name in a variable, so that the bundler leaves Node's module out of the browser build.
    const fs = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fs)) as typeof import('node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The report font ${key} could not be loaded`);
  return new Uint8Array(await response.arrayBuffer());
}
