/**
 * The schemas of the login page's own answers (the campus, the CAPTCHA, the sign-in and the
 * language), imported when the first answer is in (lib/api.ts): zod and the domain's schemas
 * are files of their own, so the login page's first file carries neither (issue 56). The
 * answers are still parsed before anything reads them.
 */
const schemas = () => import('./start-schema-list');

type Schemas = Awaited<ReturnType<typeof schemas>>;

export function startSchema<K extends keyof Schemas>(name: K): () => Promise<Schemas[K]> {
  return () => schemas().then((all) => all[name]);
}
