import type * as List from './start-schema-list';

/**
 * The schemas of the login page's own answers (the campus, the CAPTCHA, the sign-in and the
 * language). In the whole app and on the family side they are at hand (app/start.tsx and
 * app/family-start.tsx hand them over, their files hold zod anyway); on the light login page
 * they are imported once the page is idle, after it is drawn and in charge, so its first file
 * and its first moments carry no zod (issue 56). The answers are still parsed before anything
 * reads them: a campus answer waits for its schema.
 */
let atHand: typeof List | undefined;
let imported: Promise<typeof List> | undefined;

export function provideStartSchemas(list: typeof List): void {
  atHand = list;
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else window.setTimeout(resolve, 200);
  });
}

function schemas(): Promise<typeof List> {
  if (atHand) return Promise.resolve(atHand);
  imported ??= whenIdle().then(() => import('./start-schema-list'));
  return imported;
}

type Schemas = typeof List;

export function startSchema<K extends keyof Schemas>(name: K): () => Promise<Schemas[K]> {
  return () => schemas().then((all) => all[name]);
}
