import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character.';

/** Walks without recursion: a 512 KiB body may nest deeper than the call stack. */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * JSON is the only body the API reads: a form or text body from another site cannot reach a
 * state-changing call. An empty JSON body counts as no body, since the spec's query-only calls
 * (update-batch, inactives) are often sent by clients that always set the JSON content type.
 */
export function registerBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON writes U+0000 in a string only as the escape \u0000 (a raw one does not parse), so a
  // body whose text lacks it needs no walk: a submission's 60 records are not walked again.
  const withoutNul = new WeakSet<object>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    if (!(body as string).includes('\\u0000')) withoutNul.add(request);
    parseJson(request, body as string, done);
  });
  // PostgreSQL cannot store U+0000 in text (it would answer 500) and SQLite would keep it
  // invisibly; no field has a use for it, so it is refused on both. After validation, so that
  // the designation check (some routes run it at preValidation) still answers first.
  // A callback hook, as every hook of every request is (plugins/security.ts).
  app.addHook('preHandler', (request, _reply, done) => {
    const bodyHasNul = !withoutNul.has(request) && containsNul(request.body);
    done(
      bodyHasNul || containsNul(request.query)
        ? new BadRequestError(NUL_MESSAGE, 'VALIDATION')
        : undefined,
    );
  });
}
