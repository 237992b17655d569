import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { isFamilyShellWord } from '../src/lib/i18n/device-language';

/**
 * The portal's message catalogs (issue 53): src/lib/i18n/catalogs/<language>/<area>.json, each
 * a flat object of ICU messages whose keys are taken as '<area>.<key>'. One file per area keeps
 * engineers' edits apart; the language's files are merged when built.
 */
export const CATALOG_DIR = resolve(import.meta.dirname, '../src/lib/i18n/catalogs');

/** The areas the splash, the login page, the Register form and the public frame use: the 'start' part. */
export const START_AREAS = ['common', 'auth', 'lang', 'splash'];

/**
 * The teacher shell's words (src/shell, drawn before the app): the 'shell' part, and also part
 * of 'app', which keeps the chosen language's on the phone for the shell's next start.
 */
export const SHELL_AREA = 'shell';

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

function inPart(key: string, part: string | undefined): boolean {
  const area = key.split('.')[0] ?? '';
  if (part === 'shell') return area === SHELL_AREA;
  // The family shell's (src/shell/family-shell.ts): the few messages of a student's home.
  if (part === 'family-shell') return isFamilyShellWord(key);
  return START_AREAS.includes(area) === (part === 'start');
}

/**
 * The module 'virtual:i18n/<language>/<part>' ('start', 'app', 'shell' or 'family-shell'): that part of the
 * language's catalog compiled by Lingui's compiler, so no ICU parser is sent to the browser.
 */
export function catalogModule(id: string): { code: string; files: string[] } {
  const [language = '', part] = id.slice(PREFIX.length).split('/');
  const { messages, files } = readCatalog(language);
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (inPart(key, part)) compiled[key] = compileMessageOrThrow(text);
  }
  return { code: `export default ${JSON.stringify(compiled)};`, files };
}

/** `import('virtual:i18n/<language>/<part>')` in the app (vite) and in its tests. */
export function i18nCatalogs(): Plugin {
  return {
    name: 'i18n-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { code, files } = catalogModule(id.slice(1));
      for (const file of files) this.addWatchFile(file);
      return code;
    },
  };
}
