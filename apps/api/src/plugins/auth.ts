import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import { FAMILY_MESSAGES, MESSAGES, type Designation } from '@attendance/domain';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { AuthStaff } from '../lib/auth-staff';
import { SessionsRepo } from '../modules/auth/sessions.repo';
import { randomToken, sha256Hex } from '../lib/crypto';

export const SESSION_COOKIE = 'portal_session';
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    staff: AuthStaff | null;
    sessionId: string | null;
    /** 'enrol' while the session may only add a passkey (modules/passkeys/enrol-gate.ts). */
    sessionScope: string | null;
  }
}

/**
 * The onRequest hook that loads the staff of the session cookie, if the session is alive; run by
 * every API route (plugins/route-access.ts), and by nothing else.
 */
export function sessionLoader(app: FastifyInstance): onRequestHookHandler {
  const sessions = new SessionsRepo(app.db);
  const idleMs = app.config.sessionIdleMinutes * 60_000;
  app.decorateRequest('staff', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionScope', null);
  const load = async (request: FastifyRequest, token: string) => {
    const id = sha256Hex(token);
    const found = await sessions.findWithStaff(id);
    if (!found) return;
    const now = app.now();
    const idleDeadline = new Date(found.lastSeenAt).getTime() + idleMs;
    if (now.getTime() >= idleDeadline || now.toISOString() >= found.expiresAt) {
      await sessions.delete(id);
      return;
    }
    if (now.getTime() - new Date(found.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
      await sessions.touch(id, now);
    }
    request.staff = found.staff;
    request.sessionId = id;
    request.sessionScope = found.scope;
  };
  return cookieLoader(SESSION_COOKIE, load);
}

/**
 * The onRequest hook that loads the session of a cookie (staff's, or a student's or parent's):
 * a callback hook, as every hook of every request is (plugins/security.ts), so a request with
 * no such cookie costs no promise.
 */
export function cookieLoader(
  cookie: string,
  load: (request: FastifyRequest, token: string) => Promise<void>,
): onRequestHookHandler {
  return (request, _reply, done) => {
    const token = request.cookies[cookie];
    if (!token) {
      done();
      return;
    }
    load(request, token).then(() => done(), done);
  };
}

/** A session's cookie: the browser's only copy of the token, for the session's whole life. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: string,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(cookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/** Starts a new session (a new id at every sign-in) and sets its cookie. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: number,
  scope: 'full' | 'enrol' = 'full',
): Promise<void> {
  const token = randomToken();
  const now = app.now();
  const maxAgeSeconds = app.config.sessionMaxHours * 3600;
  await new SessionsRepo(app.db).create(
    sha256Hex(token),
    staffId,
    now,
    new Date(now.getTime() + maxAgeSeconds * 1000),
    scope,
  );
  setSessionCookie(request, reply, SESSION_COOKIE, token, maxAgeSeconds);
}

export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionId) await new SessionsRepo(app.db).delete(request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in staff, or 401; a student's or parent's session is refused every staff call (403). */
export function signedIn(request: FastifyRequest): AuthStaff {
  if (!request.staff && request.family) {
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
