import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { authStaffOf, type AuthStaff, type StaffColumns } from '../../lib/auth-staff';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { cookieLoader, setSessionCookie } from '../../lib/session-cookie';
import { syncSqliteOf } from '../../db/sqlite-turns';
import { SessionsRepo, type FoundSession } from './sessions.repo';

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
  // On SQLite the session is read at once on the connection when it is free (sessions.repo.ts):
  // no promise and no turn of Kysely's driver for a request whose session is fresh.
  const sync = syncSqliteOf(app.db);
  const settle = (request: FastifyRequest, id: string, found: FoundSession | undefined) => {
    if (!found) return undefined;
    const now = app.now();
    const idleDeadline = new Date(found.lastSeenAt).getTime() + idleMs;
    if (now.getTime() >= idleDeadline || now.toISOString() >= found.expiresAt) {
      return sessions.delete(id);
    }
    attachSession(request, id, found.staff, found.scope);
    if (now.getTime() - new Date(found.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
      return sessions.touch(id, now);
    }
    return undefined;
  };
  const load = (request: FastifyRequest, token: string) => {
    const id = sha256Hex(token);
    const found = sync
      ? sync.alone((sqlite) => sessions.findWithStaffNow(sqlite, id))
      : sessions.findWithStaff(id);
    if (found instanceof Promise) return found.then((row) => settle(request, id, row));
    return settle(request, id, found);
  };
  return cookieLoader(SESSION_COOKIE, load);
}

/**
 * A session cookie's session as a statement that checks it itself judges it (on PostgreSQL, the
 * submission: attendance/submission-statement.ts), with the loader's limits above: alive if seen
 * after `liveAfter` (and not expired: the statement compares `now`), touched if seen before
 * `touchBefore`. Sessions keep their moments as ISO text, so text order is time order.
 */
export function sessionCheckOf(app: FastifyInstance, token: string, now: Date) {
  const at = now.getTime();
  return {
    id: sha256Hex(token),
    liveAfter: new Date(at - app.config.sessionIdleMinutes * 60_000).toISOString(),
    touchBefore: new Date(at - TOUCH_INTERVAL_MS).toISOString(),
  };
}

/** The request's signed-in staff from a statement that checked its session as the loader does. */
export function signedInBy(
  request: FastifyRequest,
  sessionId: string,
  row: StaffColumns & { scope: string },
) {
  attachSession(request, sessionId, authStaffOf(row), row.scope);
}

/** What a live session gives its request, however it was read. */
function attachSession(request: FastifyRequest, id: string, staff: AuthStaff, scope: string) {
  request.staff = staff;
  request.sessionId = id;
  request.sessionScope = scope;
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
