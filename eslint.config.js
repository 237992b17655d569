import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

// Each folder of apps/web/src/features is a feature; new ones are picked up as they come.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One naming rule for files: kebab-case (`staff-approval.service.ts`, `use-now.ts`), numbered
 * migrations (`015_family_side.ts`), and a React component's .tsx named as its component
 * (`LoginPage.tsx`). Enforced here, as no plugin we ship says it this way.
 */
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.[a-z]+$/;
const MIGRATION = /^\d{3}_[a-z0-9_]+\.ts$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*(?:\.[a-z]+)*\.tsx$/;
const fileNames = {
  rules: {
    'file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = basename(context.filename);
        return {
          Program(node) {
            if (KEBAB.test(name) || MIGRATION.test(name) || COMPONENT.test(name)) return;
            context.report({
              node,
              message: `File name "${name}" is not kebab-case (a React component's .tsx is PascalCase).`,
            });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.node24/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.build/**',
      'e2e/screenshots/**',
      // Code the lint rules must refuse; test/lint reads it with ignores off.
      'test/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    plugins: { house: fileNames },
    rules: { 'house/file-names': 'error' },
  },
  {
    files: ['apps/api/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Feature boundaries: a feature imports only its own folder, the shared UI (components/),
    // the shared plumbing (lib/), the PDF reports (reports/) and the domain package.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src',
            except: [`./features/${feature}`, './components', './lib', './reports'],
            message:
              'A feature imports only its own folder, components/, lib/, reports/ and the domain package.',
          })),
        },
      ],
    },
  },
  {
    // The domain package is shared by server and browser: no I/O, no Node built-ins.
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }],
    },
  },
  {
    // No import loops where none are left; the API joins once its folders' loops are broken.
    // Without the extensions and parser settings the rule never follows a .ts file: a silent no-op.
    files: ['packages/domain/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'test/lint/fixtures/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
