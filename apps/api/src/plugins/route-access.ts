import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { SCOPES_FROM, type RouteAccess } from '../lib/route-access';
import { holdUntilEnrolled } from '../modules/passkeys/enrol-gate';
import { bearerTokens } from './bearer';
import { sessionLoader } from './auth';
import { familySessionLoader } from '../modules/family/family-sessions';

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
    // A new array: the HEAD route Fastify adds for a GET starts from the same options.
    route.onRequest = [
      loadSession,
      loadFamily,
      ...(access.public || access.enrolling ? [] : [holdUntilEnrolled]),
      checkToken,
      ...(Array.isArray(own) ? own : [own]),
    ];
  });
}
