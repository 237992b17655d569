import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@attendance/domain';
import { settleAccess } from '../lib/access';
import { AppError } from '../lib/errors';
import { isUniqueViolation } from '../db/errors';
import { hmacBase64Url } from '../lib/crypto';
import { requestLanguage, translateMessage } from '../modules/languages';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** '/body/0/status' or a zod path becomes 'status' (with the item for lists): 'records[0].status'. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const zodPath = issue.params?.issue?.path;
  const parts = zodPath?.length
    ? zodPath.map(String)
    : (issue.instancePath ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return context === 'body' ? 'body' : (context ?? 'request');
  return parts
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('')
    .replace(/^\[/, 'records[');
}

/**
 * Names the account of a failed sign-in by a keyed digest of its email, not the email: people
 * type their ID card number into the email field, and a log must never hold one, nor a plain
 * hash of one (short numbers are quickly guessed back). The same email always gets the same tag.
 */
function accountTag(secret: Buffer, body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  return hmacBase64Url(secret, `log:${email.trim().toLowerCase()}`).slice(0, 16);
}

/** One place that turns every failure into `{ message, code }` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  // Issue 53: every `{ message }` answered, refusal or not, in the request's language.
  // A callback hook, as every hook of every request is (plugins/security.ts).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const message = (payload as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') {
      done(null, payload);
      return;
    }
    const language = requestLanguage(request, app.config.campus);
    if (language === 'en') done(null, payload);
    else done(null, { ...(payload as object), message: translateMessage(message, language) });
  });
  // A request whose session its statement was to check (lib/route-access.ts) has its access
  // checks run first: their refusal is the answer, as when they run before the body is read.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unsettled = settleAccess(request);
    if (!unsettled) return answer(error, request, reply);
    return unsettled.then(
      () => void answer(error, request, reply),
      (refusal: FastifyError) => void answer(refusal, request, reply),
    );
  });

  function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof AppError) {
      if (error.statusCode === 403) request.log.warn({ code: error.code }, 'refused');
      if (error.code === 'INVALID_CREDENTIALS' || error.statusCode === 429) {
        const account = accountTag(app.config.appSecret, request.body);
        request.log.warn({ code: error.code, account }, 'sign-in failed');
      }
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      const field = issue ? fieldName(issue, error.validationContext) : 'request';
      const text = issue?.message ?? 'is not valid';
      const message = /^[A-Z⚠]/.test(text) ? text : `${field}: ${text}`;
      return reply.code(400).send({ message, code: 'VALIDATION' });
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send({ message: 'This record already exists.', code: 'CONFLICT' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({ message: MESSAGES.bodyTooLarge, code: 'TOO_LARGE' });
    if (status === 415) {
      return reply
        .code(415)
        .send({ message: MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status === 400 && /JSON/i.test(`${error.code} ${error.message}`)) {
      return reply.code(400).send({ message: MESSAGES.malformedJson, code: 'MALFORMED_JSON' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: 'The request could not be understood.', code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: MESSAGES.internal, code: 'INTERNAL' });
  }
}
