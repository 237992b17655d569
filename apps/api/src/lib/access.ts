import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { FAMILY_MESSAGES, MESSAGES, type Designation } from '@attendance/domain';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { AuthStaff } from './auth-staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff of the session cookie (modules/sessions/sessions.ts), or of the API token. */
    staff: AuthStaff | null;
    sessionId: string | null;
    /** 'enrol' while the session may only add a passkey (modules/passkeys/enrol-gate.ts). */
    sessionScope: string | null;
    /**
     * PostgreSQL, a route whose statement checks the session itself (`config.access.
     * sessionInStatement`): the session cookie's token, its route's access checks not run yet
     * (plugins/route-access.ts). `settleAccess` runs them.
     */
    unreadSession: { token: string; settle: () => Promise<void> } | null;
  }
}

/**
 * Runs a request's access checks that were left to its statement (`unreadSession`), as every
 * route runs them: sets request.staff, or rejects with the 401 or 403 they give. At most once.
 */
export function settleAccess(request: FastifyRequest): Promise<void> | undefined {
  const unread = request.unreadSession;
  if (!unread) return undefined;
  request.unreadSession = null;
  return unread.settle();
}

/** The signed-in staff, or 401; a student's or parent's session is refused every staff call (403). */
export function signedIn(request: FastifyRequest): AuthStaff {
  if (request.unreadSession) throw new Error('The access checks of this request were not run');
  // A student's or parent's session (declared by modules/family, which lib/ does not import).
  if (!request.staff && (request as { family?: unknown }).family) {
    throw new ForbiddenError(FAMILY_MESSAGES.staffOnly);
  }
  if (!request.staff) throw new UnauthorizedError(MESSAGES.signInRequired);
  return request.staff;
}

/** An onRequest hook (so a stranger gets 401 before any body is read) that lets through only the given designations (any signed-in staff when none). */
export function authorize(...allowed: Designation[]) {
  // A callback hook, as every hook of every request is (plugins/security.ts).
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    let staff: AuthStaff;
    try {
      staff = signedIn(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    const refused = allowed.length > 0 && !allowed.includes(staff.designation);
    done(refused ? new ForbiddenError(MESSAGES.notAuthorized) : undefined);
  };
}
