import {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForbiddenError } from '../lib/errors';
import { inlineScripts } from '../lib/inline-scripts';

/**
 * The web app is built to run under this policy: no foreign scripts and no inline script but the
 * served page's own (`scriptHashes`); Mantine writes inline styles, hence 'unsafe-inline' for
 * styles only. Swagger UI at /api/docs runs under it too.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (the reports' text shaper, issue 53); it
    // allows no eval of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The hashes of a page's inline scripts (index.html's first script and the teacher shell the
 * build puts there, issue 23), read from the page the server serves, so a new build brings its
 * own and nothing else runs inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/** Every answer's headers for the web app in `webDist`, made once (not @fastify/helmet: decisions). */
export function securityHeaders(webDist: string | undefined): Record<string, string> {
  const page = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  return {
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes(page)),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** 180 days; set only on answers that went over HTTPS, since browsers ignore it otherwise. */
const HSTS = 'max-age=15552000';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';

const HEALTH_PATH = '/api/health';

/**
 * A browser names the page that sent a request: `Sec-Fetch-Site` (every current browser) and
 * `Origin` (on every POST, PUT, PATCH and DELETE). A request whose origin is not this very host is
 * a forgery, whatever cookie it carries. Clients that send neither (curl, scripts) are not
 * browsers, so a session cookie cannot be ridden by another site through them.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true; // 'null' (sandboxed frames, file pages) and garbage alike
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return true;
  try {
    // Parsed with the origin's scheme, so 'host:443' and 'https://host' compare equal.
    return new URL(`${from.protocol}//${request.host}`).host !== from.host;
  } catch {
    return true;
  }
}

/**
 * Fastify believes no header for a bare hop count (it cannot check the nearest peer), so a count
 * becomes a rule: the nearest `hops` addresses are proxies. Safe only when nothing but the proxy
 * can reach the server (HOST=127.0.0.1 behind a local proxy); docs/operations.md says so.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

function setHeaders(
  headers: Record<string, string>,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers(headers);
  reply.header('x-request-id', request.id);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  // API answers carry personal data: no browser or proxy cache keeps an answer unless its route
  // says so (the web app's files do). Not decided by the address: `/%61pi/…` is an API call too.
  if (!reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}

/**
 * One log line per request, when it is answered (Fastify's own writes two): the request id comes
 * with every line of the request's logger.
 */
export class OneLinePerRequest extends LogController {
  /** At debug level only: the shutdown drill watches requests arrive. */
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      staffId: request.staff?.id,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    // A load balancer's probe every few seconds would be most of the log: its success is debug.
    else if (request.url === HEALTH_PATH && reply.statusCode === 200)
      reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * Fastify answers an undecodable address ('/api/%zz') before any route or hook, in its own
 * shape; this gives it the portal's shape and headers.
 */
export function answerFrameworkError(headers: Record<string, string>) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setHeaders(headers, request, reply);
    void reply
      .code(400)
      .send({ message: 'The address of the request is not valid.', code: 'BAD_URL' });
  };
}

/**
 * Refuses cross-site state changes and sets the security headers on every answer (errors, 404s
 * and 429s included). Registered before the session hook, so a forged request is refused before
 * its cookie is even looked up.
 */
export function registerSecurity(app: FastifyInstance, headers: Record<string, string>): void {
  // Callback hooks, as every hook of every request is (issue 26): an async hook costs each
  // request a promise and a turn of the microtask queue even when it has nothing to do.
  app.addHook('onRequest', (request, _reply, done) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request)) {
      done(new ForbiddenError(CROSS_SITE_MESSAGE, 'CROSS_SITE'));
      return;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    setHeaders(headers, request, reply);
    done(null, payload);
  });
}
