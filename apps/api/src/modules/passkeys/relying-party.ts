import type { FastifyRequest } from 'fastify';
import { PASSKEY_MESSAGES } from '@attendance/domain';
import type { Config } from '../../config';
import { hmacBase64Url } from '../../lib/crypto';
import { ConflictError } from '../../lib/errors';
import { lazily } from '../../lib/lazily';

/** SimpleWebAuthn and its cryptography, loaded by the first ceremony (4 MB held otherwise). */
export const webAuthn = lazily(() => import('@simplewebauthn/server'));

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/**
 * The name passkeys are bound to: PUBLIC_ORIGIN when set (behind nginx, the address staff
 * type); otherwise only a portal reached as localhost, where the request's own address is safe
 * to believe because no browser elsewhere can claim it.
 */
export function relyingParty(config: Config, request: FastifyRequest): RelyingParty {
  const unavailable = () =>
    new ConflictError(PASSKEY_MESSAGES.notAvailable, 'PASSKEYS_UNAVAILABLE');
  if (!config.passkeys.enabled) throw unavailable();
  const publicOrigin = config.passkeys.publicOrigin;
  if (publicOrigin) return { rpID: publicOrigin.hostname, origin: publicOrigin.origin };
  // Only the name localhost: WebAuthn never accepts an IP address (127.0.0.1) as RP ID.
  if (request.hostname.toLowerCase() !== 'localhost') throw unavailable();
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}

/** The WebAuthn user handle of a staff member: stable, opaque (no email or id in it). */
export function userHandle(config: Config, staffId: number): string {
  const mac = Buffer.from(hmacBase64Url(config.appSecret, `webauthn-user:${staffId}`), 'base64url');
  return mac.subarray(0, 16).toString('base64url');
}

/**
 * The user handle of a student's or parent's passkeys (issue 50): their kind and login, never
 * a staff member's (another label), so a staff passkey never opens the family side or back.
 */
export function familyUserHandle(config: Config, kind: string, login: string): string {
  const label = `webauthn-family:${kind}:${login}`;
  return Buffer.from(hmacBase64Url(config.appSecret, label), 'base64url')
    .subarray(0, 16)
    .toString('base64url');
}

/** The challenge the browser signed, read from clientDataJSON (the library checks the rest). */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}
