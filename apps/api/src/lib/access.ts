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
  }
}

/** The signed-in staff, or 401; a student's or parent's session is refused every staff call (403). */
export function signedIn(request: FastifyRequest): AuthStaff {
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
