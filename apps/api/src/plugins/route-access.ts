import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SCOPES_FROM, type RouteAccess } from '../lib/route-access';
import { holdUntilEnrolled } from '../modules/passkeys';
import { bearerTokens } from './bearer';
import { SESSION_COOKIE, sessionLoader } from '../modules/sessions';
import { familyOnly, familySessionLoader } from '../modules/family';

const SIGNED_IN_ONLY: RouteAccess = {};
const NO_TOKEN: readonly never[] = [];

/**
 * Who is calling, and whether they may call this route at all, decided from the route the router
 * matched, never from `request.url` (issue 57: `/api/%74okens` reached the token list with a
 * read token, as the router decodes what a prefix check does not). Every API route added after
 * this gets, ahead of its own hooks: the session loader, the enrol gate unless the route is open
 * to an enrolling session, and the bearer check with the token scopes the route declares
 * (`config.access`, lib/route-access.ts). All read once here, so a request pays no lookup; a
 * request that matches no route meets none of them and answers 404.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const loadSession = sessionLoader(app);
  // Students and parents (issue 50): their own cookie and session kind, loaded beside staff's.
  const loadFamily = familySessionLoader(app);
  // A staff route needs a student's or parent's session only to refuse it (403) where no staff
  // session came (lib/auth signedIn): beside a staff session it is not looked up (issue 56).
  const loadFamilyUnlessStaff: onRequestHookHandler = function (request, reply, done) {
    if (request.staff) done();
    else loadFamily.call(this, request, reply, done);
  };
  const tokenCheck = bearerTokens(app);
  const tokenChecks = new Map<RouteAccess['token'], onRequestHookHandler>();
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) return;
    const access = route.config?.access ?? SIGNED_IN_ONLY;
    let checkToken = tokenChecks.get(access.token);
    if (!checkToken) {
      checkToken = tokenCheck(access.token ? SCOPES_FROM[access.token] : NO_TOKEN);
      tokenChecks.set(access.token, checkToken);
    }
    const own = route.onRequest ?? [];
    const ownHooks = Array.isArray(own) ? own : [own];
    // Public and family routes read the family session whoever else is signed in.
    const family =
      access.public || ownHooks.includes(familyOnly) ? loadFamily : loadFamilyUnlessStaff;
    // A new array: the HEAD route Fastify adds for a GET starts from the same options.
    const checks = [
      loadSession,
      family,
      ...(access.public || access.enrolling ? [] : [holdUntilEnrolled]),
      checkToken,
      ...ownHooks,
    ];
    route.onRequest =
      access.sessionInStatement && app.dbKind === 'postgres' ? [leftToStatement(checks)] : checks;
  });
  app.decorateRequest('unreadSession', null);

  /**
   * A staff session cookie without a token: every check is left to the route's statement, which
   * reads the session itself, and run as they are (`settleAccess`) only if it did not write or
   * on an error, before any answer: a refusal of the session still comes first, in its words.
   * Anything else runs the checks now.
   */
  function leftToStatement(checks: onRequestHookHandler[]): onRequestHookHandler {
    const settle = (request: FastifyRequest, reply: FastifyReply) =>
      new Promise<void>((resolve, reject) => {
        let next = 0;
        const step = (error?: Error) => {
          const check = checks[next++];
          if (error) reject(error);
          else if (!check) resolve();
          else {
            try {
              // An async hook answers a promise instead of calling `step`.
              const returned = check.call(app, request, reply, step) as unknown;
              if (returned instanceof Promise) returned.then(() => step(), step);
            } catch (thrown) {
              reject(thrown as Error);
            }
          }
        };
        step();
      });
    return (request, reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && request.headers.authorization === undefined) {
        request.unreadSession = { token, settle: () => settle(request, reply) };
        done();
      } else settle(request, reply).then(() => done(), done);
    };
  }
}
