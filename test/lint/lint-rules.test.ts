import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The real eslint.config.js, reading the fixtures that `npm run lint` itself skips. */
async function problems(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([resolve(import.meta.dirname, 'fixtures', file)]);
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/**
 * A fixture's text linted as if it stood at `place` in the API (the zones are paths of the real
 * tree, and its imports resolve against the real files there).
 */
async function problemsAt(file: string, place: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const text = readFileSync(resolve(import.meta.dirname, 'fixtures', file), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: resolve(root, place) });
  return result!.messages.map(
    ({ ruleId, message }) =>
      `${ruleId}: ${message.replace(/^Unexpected path "[^"]+" imported in restricted zone\. /, '')}`,
  );
}

/** One problem of the zones' rule, with its message (the import it names left out). */
const refused = (message: string) => [`import-x/no-restricted-paths: ${message}`];

describe('the API boundaries', () => {
  const inOversight = 'apps/api/src/modules/oversight/lint-fixture.ts';
  it('refuse a module reaching into another module past its index.ts', async () => {
    expect(await problemsAt('api/reaches-inside.ts', inOversight)).toEqual(
      refused('A module imports another only through its index.ts.'),
    );
    expect(await problemsAt('api/through-index.ts', inOversight)).toEqual([]);
  });

  it('refuse lib/ importing a module or db/', async () => {
    const inLib = 'apps/api/src/lib/lint-fixture.ts';
    const message = refused('lib/ imports only lib/ (and packages).');
    expect(await problemsAt('api/lib-imports-module.ts', inLib)).toEqual(message);
    expect(await problemsAt('api/lib-imports-db.ts', inLib)).toEqual(message);
  });

  it('refuse db/ importing a module', async () => {
    expect(await problemsAt('api/db-imports-module.ts', 'apps/api/src/db/lint-fixture.ts')).toEqual(
      refused('db/ imports no module and no plugin.'),
    );
  });

  it('refuse a module importing a plugin, and a plugin reaching past an index.ts', async () => {
    expect(
      await problemsAt(
        'api/module-imports-plugin.ts',
        'apps/api/src/modules/tokens/lint-fixture.ts',
      ),
    ).toEqual(refused('A module imports no plugin: lib/access.ts has the route checks.'));
    expect(
      await problemsAt('api/plugin-reaches-inside.ts', 'apps/api/src/plugins/lint-fixture.ts'),
    ).toEqual(refused('A plugin imports a module only through its index.ts.'));
  });
});

describe('the lint rules that keep the structure', () => {
  it('refuse an import loop', async () => {
    expect(await problems('cycle/first.ts')).toContain(
      'import-x/no-cycle: Dependency cycle detected',
    );
  });

  it('let a file that is no part of a loop pass', async () => {
    expect(await problems('cycle/alone.ts')).toEqual([]);
  });

  it('refuse a file name that is not kebab-case', async () => {
    expect(await problems('names/camelCase.ts')).toEqual([
      'house/file-names: File name "camelCase.ts" is not kebab-case (a React component\'s .tsx is PascalCase).',
    ]);
    expect(await problems('names/kebab-case.ts')).toEqual([]);
  });
});
