import { ensureAppCatalog } from '../lib/i18n/i18n';

/** A page outside the staff frame that needs the signed-in screens' words (issue 53). */
export function withWords<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, ensureAppCatalog()]).then(([m]) => m);
}
