// Makes the fonts the PDF reports ship (apps/web/src/reports/text/fonts/): the regular Noto
// Sans of each script from the npm registry, cut to the characters that script's text uses
// (reports/text/scripts.ts says which) by HarfBuzz's hb-subset, without hinting.
// Run when a range or a font changes:  node --import tsx scripts/subset-fonts.mjs
// Needs hb-subset on PATH (Debian: apt-get install libharfbuzz-bin); the app never does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FONT_KEYS, keptRanges } from '../apps/web/src/reports/text/scripts.ts';

const PACKAGES = {
  latin: ['@expo-google-fonts/noto-sans@0.4.2', 'NotoSans'],
  devanagari: ['@expo-google-fonts/noto-sans-devanagari@0.4.1', 'NotoSansDevanagari'],
  bengali: ['@expo-google-fonts/noto-sans-bengali@0.4.4', 'NotoSansBengali'],
  gurmukhi: ['@expo-google-fonts/noto-sans-gurmukhi@0.4.1', 'NotoSansGurmukhi'],
  gujarati: ['@expo-google-fonts/noto-sans-gujarati@0.4.2', 'NotoSansGujarati'],
  oriya: ['@expo-google-fonts/noto-sans-oriya@0.4.2', 'NotoSansOriya'],
  tamil: ['@expo-google-fonts/noto-sans-tamil@0.4.3', 'NotoSansTamil'],
  telugu: ['@expo-google-fonts/noto-sans-telugu@0.4.2', 'NotoSansTelugu'],
  kannada: ['@expo-google-fonts/noto-sans-kannada@0.4.3', 'NotoSansKannada'],
  malayalam: ['@expo-google-fonts/noto-sans-malayalam@0.4.2', 'NotoSansMalayalam'],
  arabic: ['@expo-google-fonts/noto-sans-arabic@0.4.3', 'NotoSansArabic'],
};

const out = new URL('../apps/web/src/reports/text/fonts/', import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'fonts-'));
const hex = (n) => n.toString(16).toUpperCase();
const copyrights = [];
let license = '';
try {
  for (const key of FONT_KEYS) {
    const [spec, family] = PACKAGES[key];
    const dir = join(work, key);
    execFileSync('mkdir', ['-p', dir]);
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    }).trim();
    const ttf = `package/400Regular/${family}_400Regular.ttf`;
    execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir, ttf, 'package/LICENSE_FONT']);
    const unicodes = keptRanges(key)
      .map(([start, end]) => (start === end ? hex(start) : `${hex(start)}-${hex(end)}`))
      .join(',');
    const target = new URL(`${key}.ttf`, out);
    execFileSync('hb-subset', [
      '--no-hinting',
      `--unicodes=${unicodes}`,
      `--output-file=${target.pathname}`,
      join(dir, ttf),
    ]);
    const text = readFileSync(join(dir, 'package/LICENSE_FONT'), 'utf8');
    copyrights.push(`${key}.ttf (${family}, ${spec}): ${text.split('\n')[0]}`);
    license = text.slice(text.indexOf('-----'));
    console.log(`${key}.ttf ${statSync(target).size} bytes`);
  }
  writeFileSync(
    new URL('OFL.txt', out),
    `${copyrights.join('\n')}\n\nThese fonts are subsets of the Noto fonts, licensed under the SIL Open Font License, Version 1.1:\n\n${license}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
