import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API reads: a form or text body from another site cannot reach a
 * state-changing call. An empty JSON body counts as no body, since the spec's query-only calls
 * (update-batch, inactives) are often sent by clients that always set the JSON content type.
 */
export function registerBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
