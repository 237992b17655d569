import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@attendance/domain';
import { catalogLanguages, readCatalog } from '../../build/i18n-catalogs';
import { scanFile, scanSource, screenFiles, sourceFiles, SRC } from './screen-strings';
import { UNCONVERTED } from './unconverted';

/** The ICU arguments a message uses ('count', 'name'), from Lingui's compiled form. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of texts and arguments: [name], or [name, format, options]
  // whose options are lists again.
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const options = token[2] as Record<string, unknown> | undefined;
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const english = readCatalog('en').messages;

describe('the message catalogs (issue 53)', () => {
  it('has a catalog for each language the portal offers, and no other', () => {
    expect(catalogLanguages()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every English key, no other, each with the same arguments`, () => {
      const messages = readCatalog(language).messages;
      const missing = Object.keys(english).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      const mismatched = Object.keys(english).filter(
        (key) => argumentsOf(english[key] ?? '').join() !== argumentsOf(messages[key] ?? '').join(),
      );
      expect(mismatched).toEqual([]);
      const untranslated = Object.keys(english).filter(
        (key) => messages[key] === english[key] && /\p{L}{4,}/u.test(english[key] ?? ''),
      );
      // Words that stay as they are (a code, a name) are listed in the language's own file.
      const same = new Set(sameInEnglish(language));
      expect(untranslated.filter((key) => !same.has(key))).toEqual([]);
    });
  }

  it('knows every key the screens ask for', () => {
    const used = new Set<string>();
    const pattern = /\bt\(\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g;
    for (const path of sourceFiles(['.ts', '.tsx'])) {
      for (const match of readFileSync(join(SRC, path), 'utf8').matchAll(pattern)) {
        used.add(match[1] as string);
      }
    }
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });
});

describe('screen strings outside the catalogs (issue 53)', () => {
  it('finds the words of a screen written in its code (the fixture)', () => {
    const fixture = readFileSync(
      resolve(import.meta.dirname, 'fixtures/Untranslated.tsx.txt'),
      'utf8',
    );
    const found = scanSource(fixture, 'Untranslated.tsx').map((f) => f.text);
    expect(found).toEqual(['Present', 'Email', 'Save changes']);
  });

  it('finds none in the converted screens', () => {
    const findings = screenFiles()
      .filter((path) => !UNCONVERTED.includes(path))
      .flatMap(scanFile)
      .map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(findings).toEqual([]);
  });

  it('lists as unconverted only screens that still have such words', () => {
    const files = new Set(screenFiles());
    const stale = UNCONVERTED.filter((path) => !files.has(path) || scanFile(path).length === 0);
    expect(stale).toEqual([]);
  });
});

function sameInEnglish(language: string): string[] {
  try {
    return JSON.parse(
      readFileSync(resolve(import.meta.dirname, `same-in-english.${language}.json`), 'utf8'),
    ) as string[];
  } catch {
    return [];
  }
}
