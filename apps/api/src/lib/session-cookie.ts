import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/**
 * The onRequest hook that loads the session of a cookie (staff's, or a student's or parent's):
 * a callback hook, as every hook of every request is (plugins/security.ts), so a request with
 * no such cookie costs no promise.
 */
export function cookieLoader(
  cookie: string,
  load: (request: FastifyRequest, token: string) => Promise<void> | void,
): onRequestHookHandler {
  return (request, _reply, done) => {
    const token = request.cookies[cookie];
    if (!token) {
      done();
      return;
    }
    // A loader that could read at once (SQLite's connection free) answers no promise.
    let loading: Promise<void> | void;
    try {
      loading = load(request, token);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (loading) loading.then(() => done(), done);
    else done();
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
