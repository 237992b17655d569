import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/build/i18n-catalogs';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // The web app's catalogs compiled as the build does (issue 53).
        plugins: [i18nCatalogs()],
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
