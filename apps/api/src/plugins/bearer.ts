import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TokenScope } from '@attendance/domain';
import { writeAudit } from '../db/audit';
import { tokenLabel } from '../lib/auth-staff';
import { sha256Hex } from '../lib/crypto';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../lib/errors';
import { SignInThrottle } from '../modules/auth';
import { TokensRepo } from '../modules/tokens';
import { SESSION_COOKIE } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token that authenticated this request (none for a browser session). */
    apiToken: { id: number; name: string; staffId: number } | null;
  }
}

export const TOKEN_MESSAGES = {
  invalid: 'The API token is not valid, has expired or was revoked.',
  withSession: 'Send an API token without a browser session cookie.',
  scope: 'This API token may not make this call.',
  rate: 'Too many requests with this API token. Please wait a minute.',
} as const;

/** Failed token checks are recorded by the sign-in throttle under this account, per address. */
const TOKEN_ACCOUNT = 'api-token';
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Fixed one-minute windows per token, in memory (one server process), on the app's clock
 * (`now` is an argument): kept over @fastify/rate-limit, which reads the wall clock
 * (docs/decisions.md).
 */
class TokenRateLimit {
  private readonly windows = new Map<number, { start: number; count: number }>();
  constructor(private readonly perMinute: number) {}

  take(tokenId: number, now: Date): void {
    const at = now.getTime();
    let window = this.windows.get(tokenId);
    if (!window || at - window.start >= 60_000) {
      this.windows.set(tokenId, (window = { start: at, count: 0 }));
    }
    const wait = Math.max(1, Math.ceil((window.start + 60_000 - at) / 1000));
    if (window.count >= this.perMinute) throw new TooManyRequestsError(TOKEN_MESSAGES.rate, wait);
    window.count += 1;
  }
}

/**
 * `Authorization: Bearer <secret>` for scripts: the token's Admin becomes request.staff (so every
 * department rule applies as to them), within the token's scope and rate, never with a session
 * cookie and never opening a session. Every use is audited with the token's name.
 *
 * Gives the onRequest hook of one API route from the scopes that route lets in (its declared
 * `config.access.token`, lib/route-access.ts): decided once per route, never from the address a
 * request spells.
 */
export function bearerTokens(
  app: FastifyInstance,
): (scopes: readonly TokenScope[]) => onRequestHookHandler {
  const tokens = new TokensRepo(app.db);
  const throttle = new SignInThrottle(app.db);
  const limit = new TokenRateLimit(app.config.apiTokenRatePerMinute);
  app.decorateRequest('apiToken', null);

  const admit = async (request: FastifyRequest, header: string, scopes: readonly TokenScope[]) => {
    if (request.cookies[SESSION_COOKIE] !== undefined) {
      throw new BadRequestError(TOKEN_MESSAGES.withSession, 'TOKEN_WITH_SESSION');
    }
    const secret = /^Bearer +(\S+)$/i.exec(header)?.[1];
    const now = app.now();
    const token = secret ? await tokens.findLive(sha256Hex(secret), now) : undefined;
    if (!token) {
      await throttle.admit(TOKEN_ACCOUNT, request.ip, now); // 429 once an address guesses on
      throw new UnauthorizedError(TOKEN_MESSAGES.invalid, 'INVALID_TOKEN');
    }
    // Set before the scope and rate checks, so refused uses are audited too.
    request.apiToken = { id: token.id, name: token.name, staffId: token.staff.id };
    if (!scopes.includes(token.scope)) {
      throw new ForbiddenError(TOKEN_MESSAGES.scope, 'TOKEN_SCOPE');
    }
    limit.take(token.id, now);
    if (!token.lastUsedAt || now.getTime() - Date.parse(token.lastUsedAt) > TOUCH_INTERVAL_MS) {
      await tokens.touch(token.id, now);
    }
    request.staff = { ...token.staff, viaToken: tokenLabel(token.name, token.staff.email) };
  };

  // onSend, not onResponse: the entry is written before the client has its answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const used = request.apiToken;
    if (!used) {
      done(null, payload);
      return;
    }
    writeAudit(app.db, app.now(), {
      staffId: used.staffId,
      action: 'token-use',
      entity: 'api_token',
      entityId: used.id,
      details: {
        token: used.name,
        by: request.staff?.viaToken,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
      },
    }).then(() => done(null, payload), done);
  });

  // A callback hook, as every hook of every request is (plugins/security.ts): a request with no
  // token costs no promise.
  return (scopes) => (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined) {
      done();
      return;
    }
    admit(request, header, scopes).then(() => done(), done);
  };
}
