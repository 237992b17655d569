import type { onRequestHookHandler } from 'fastify';
import { PASSKEY_MESSAGES } from '@attendance/domain';
import { ForbiddenError } from '../../lib/errors';

/**
 * A session opened by email + ID card under a passkey policy, for an account without a passkey,
 * may only add one (issue 21). This hook runs on every API route that is neither public nor
 * open to such a session (`config: PUBLIC`, `ENROLLING`… in lib/route-access.ts), so the public
 * calls stay public for it (issue 57). Other ways of signing in (tokens) pass untouched: only a
 * session whose scope is 'enrol' is held here.
 */
// A callback hook, as every hook of every request is (plugins/security.ts).
export const holdUntilEnrolled: onRequestHookHandler = (request, _reply, done) => {
  done(
    request.sessionScope === 'enrol'
      ? new ForbiddenError(PASSKEY_MESSAGES.enrolFirst, 'PASSKEY_ENROL_REQUIRED')
      : undefined,
  );
};
