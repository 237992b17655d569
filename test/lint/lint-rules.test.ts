import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The real eslint.config.js, reading the fixtures that `npm run lint` itself skips. */
async function problems(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([resolve(import.meta.dirname, 'fixtures', file)]);
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

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
