import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { FAMILY_MESSAGES, type FamilyChild, type FamilyKind } from '@attendance/domain';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { cookieLoader, setSessionCookie } from '../../lib/session-cookie';
import { FamilySessionsRepo } from './family-sessions.repo';
import { toE164 } from './phone';

export const FAMILY_COOKIE = 'portal_family';
const TOUCH_INTERVAL_MS = 60_000;

export interface FamilySession {
  id: string;
  kind: FamilyKind;
  phone: string;
  children: FamilyChild[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A student's or parent's session (issue 50): the third kind beside staff and tokens. */
    family: FamilySession | null;
  }
}

/**
 * The onRequest hook that loads the student or parent session of its cookie; run by every API
 * route (plugins/route-access.ts), and by nothing else. Its children are read afresh each time:
 * only active students of a department with the side open, whose phone on record is still the
 * session's, so a switch turned off or a number changed takes effect at the next request.
 */
export function familySessionLoader(app: FastifyInstance) {
  const sessions = new FamilySessionsRepo(app.db);
  const idleMs = app.config.sessionIdleMinutes * 60_000;
  const country = app.config.family.defaultCountry;
  app.decorateRequest('family', null);
  const load = async (request: FastifyRequest, token: string) => {
    const id = sha256Hex(`family:${token}`);
    const found = await sessions.find(id);
    if (!found) return;
    const now = app.now();
    if (
      now.getTime() >= Date.parse(found.last_seen_at) + idleMs ||
      now.toISOString() >= found.expires_at
    ) {
      await sessions.delete([id]);
      return;
    }
    const children = found.children.filter(
      (child) =>
        toE164(found.kind === 'student' ? child.student_number : child.parent_number, country) ===
        found.phone,
    );
    if (children.length === 0) return;
    if (now.getTime() - Date.parse(found.last_seen_at) > TOUCH_INTERVAL_MS) {
      await sessions.touch(id, now);
    }
    request.family = {
      id,
      kind: found.kind as FamilyKind,
      phone: found.phone,
      children: children.map((c) => ({
        studentID: c.id,
        studentName: c.student_name,
        registerNumber: c.register_number,
        department: c.department,
        batch: c.batch,
        year: c.year,
        semester: c.semester,
      })),
    };
  };
  return cookieLoader(FAMILY_COOKIE, load);
}

export async function startFamilySession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { kind: FamilyKind; phone: string; studentIds: number[] },
): Promise<void> {
  const token = randomToken();
  const now = app.now();
  const maxAgeSeconds = app.config.sessionMaxHours * 3600;
  await new FamilySessionsRepo(app.db).create(
    { id: sha256Hex(`family:${token}`), ...who },
    now,
    new Date(now.getTime() + maxAgeSeconds * 1000),
  );
  setSessionCookie(request, reply, FAMILY_COOKIE, token, maxAgeSeconds);
}

export async function endFamilySession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.family) await new FamilySessionsRepo(app.db).delete([request.family.id]);
  reply.clearCookie(FAMILY_COOKIE, { path: '/' });
}

/**
 * An onRequest hook of every student and parent route: staff sessions and API tokens are
 * refused (403), strangers asked to sign in (401). Declared on the route, so it holds however
 * the path is spelled (issue 57).
 */
export function familyOnly(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.apiToken || (!request.family && request.staff)) {
    done(new ForbiddenError(FAMILY_MESSAGES.familyOnly));
  } else if (!request.family) {
    done(new UnauthorizedError(FAMILY_MESSAGES.signInRequired));
  } else done();
}

/** The signed-in student or parent (after familyOnly). */
export function familyOf(request: FastifyRequest): FamilySession {
  if (!request.family) throw new UnauthorizedError(FAMILY_MESSAGES.signInRequired);
  return request.family;
}

/** One of the session's own children, or 403: never another student. */
export function childOf(request: FastifyRequest, studentID: number): FamilyChild {
  const child = familyOf(request).children.find((c) => c.studentID === studentID);
  if (!child) throw new ForbiddenError(FAMILY_MESSAGES.notYourChild);
  return child;
}
