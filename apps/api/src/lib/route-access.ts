import type { TokenScope } from '@attendance/domain';

/**
 * Who may call a route besides a signed-in staff member with a full session, declared with the
 * route (`config: TOKEN_READ`) and read once, when the route is added (plugins/route-access.ts):
 * never from the address a request spells, so `/api/%74okens` is `/api/tokens` for every check.
 * A route without it: signed-in full sessions only (its own onRequest hook says which roles).
 */
export interface RouteAccess {
  /** Anyone may call it, signed in or not, also a session that must first enrol a passkey. */
  readonly public?: true;
  /** A session that must first enrol a passkey may call it (who am I, add a passkey). */
  readonly enrolling?: true;
  /** The least API token scope that may call it; none: no token may. */
  readonly token?: TokenScope;
  /**
   * On PostgreSQL its handler's statement checks a session cookie's session itself, as the
   * checks below would (one round trip fewer): they run only when it did not write, or on an
   * error, before its answer (plugins/route-access.ts; docs/decisions.md).
   */
  readonly sessionInStatement?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The campus's public data, CAPTCHA, health: anyone, and a token of any scope. */
export const PUBLIC_READ = { access: { public: true, token: 'read' } } as const;
/** Signing in, registering, signing out: anyone, but no token. */
export const PUBLIC = { access: { public: true } } as const;
/** Who am I, my passkeys: also before enrolling a passkey, and a token of any scope. */
export const ENROLLING_READ = { access: { enrolling: true, token: 'read' } } as const;
/** Adding a passkey: also before enrolling one; no token. */
export const ENROLLING = { access: { enrolling: true } } as const;
/** A department's reads: a token of any scope too. */
export const TOKEN_READ = { access: { token: 'read' } } as const;
/** The three imports: a token of scope read+import too. */
export const TOKEN_IMPORT = { access: { token: 'read+import' } } as const;

/** The scopes a route's least scope lets in. */
export const SCOPES_FROM: Record<TokenScope, readonly TokenScope[]> = {
  read: ['read', 'read+import'],
  'read+import': ['read+import'],
};
/** Submitting a period: its statement checks the session on PostgreSQL (attendance routes). */
export const SESSION_IN_STATEMENT = { access: { sessionInStatement: true } } as const;
