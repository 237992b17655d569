import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The portal's message catalogs (issue 53): src/lib/i18n/catalogs/<language>/<area>.json, each
 * a flat object of ICU messages whose keys are taken as '<area>.<key>'. One file per area keeps
 * engineers' edits apart; the language's files are merged when built.
 */
export const CATALOG_DIR = resolve(import.meta.dirname, '../src/lib/i18n/catalogs');

/** The areas the splash, the login page, the Register form and the public frame use: the 'start' part. */
export const START_AREAS = ['common', 'auth', 'lang', 'splash'];

export type Catalog = Record<string, string>;

export function catalogLanguages(): string[] {
  return readdirSync(CATALOG_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** Every message of a language, by full key, with the file each area came from. */
export function readCatalog(language: string): { messages: Catalog; files: string[] } {
  const dir = join(CATALOG_DIR, language);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const messages: Catalog = {};
  for (const file of files) {
    const area = file.replace(/\.json$/, '');
    const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalog;
    for (const [key, text] of Object.entries(entries)) messages[`${area}.${key}`] = text;
  }
  return { messages, files: files.map((f) => join(dir, f)) };
}

const PREFIX = 'virtual:i18n/';

/**
 * `import('virtual:i18n/<language>/<part>')`: that part of the language's catalog ('start' or
 * 'app'), compiled by Lingui's compiler at build time, so no ICU parser is sent to the browser.
 */
export function i18nCatalogs(): Plugin {
  return {
    name: 'i18n-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part] = id.slice(PREFIX.length + 1).split('/');
      const { messages, files } = readCatalog(language);
      for (const file of files) this.addWatchFile(file);
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(messages)) {
        const start = START_AREAS.includes(key.split('.')[0] ?? '');
        if (start === (part === 'start')) compiled[key] = compileMessageOrThrow(text);
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
