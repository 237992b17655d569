import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { cookieLoader, setSessionCookie } from '../../lib/session-cookie';
import { SessionsRepo } from './sessions.repo';

export const SESSION_COOKIE = 'portal_session';
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

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
