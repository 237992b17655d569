import type { FastifyInstance } from 'fastify';
import { PASSKEY_MESSAGES } from '@attendance/domain';
import { ForbiddenError } from '../../lib/errors';

/** What an enrol-only session may call: who am I, sign out, and add a passkey. */
const ENROL_CALLS = new Set([
  'GET /api/auth/session',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/auth/passkeys',
  'GET /api/auth/passkeys/',
  'POST /api/auth/passkeys/registration-options',
  'POST /api/auth/passkeys',
  'POST /api/auth/passkeys/',
]);

/**
 * A session opened by email + ID card under a passkey policy, for an account without a passkey,
 * may only add one (issue 21). Kept apart from the session loader so other ways of signing in
 * (tokens) pass untouched: only a session whose scope is 'enrol' is held here.
 */
export function registerEnrolGate(app: FastifyInstance): void {
  // A callback hook, as every hook of every request is (plugins/security.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const held =
      request.sessionScope === 'enrol' &&
      request.url.startsWith('/api/') &&
      !ENROL_CALLS.has(`${request.method} ${request.routeOptions.url ?? ''}`) &&
      !request.url.startsWith('/api/campus');
    done(
      held ? new ForbiddenError(PASSKEY_MESSAGES.enrolFirst, 'PASSKEY_ENROL_REQUIRED') : undefined,
    );
  });
}
