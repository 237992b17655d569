import { serverMessage } from './api';
import { t } from './i18n/i18n';

/**
 * Whether this tab's session may only add a passkey (the department requires one and the
 * account has none yet). Set by the sign-in answer and the page-load session check; the guards
 * send such a session to the enrol screen instead of the home.
 */
let enrolOnly = false;

export function passkeyEnrolmentPending(): boolean {
  return enrolOnly;
}

export function setPasskeyEnrolmentPending(pending: boolean): void {
  enrolOnly = pending;
}

export const ENROL_PATH = '/security/enrol';

/**
 * Passkeys need a secure context (https, or localhost), a browser that has them, and a name:
 * WebAuthn never binds a passkey to an IP address, so a portal opened as 10.0.0.5 or 127.0.0.1
 * offers none (and the login page makes no passkey call there).
 */
export function passkeysPossible(): boolean {
  const byAddress = /^[\d.]+$|^\[/.test(window.location.hostname);
  return window.isSecureContext && typeof window.PublicKeyCredential === 'function' && !byAddress;
}

/** A failed ceremony in the user's words: a closed prompt is said so, not as a server error. */
export function passkeyFailureText(error: unknown, fallback: string): string {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return t('auth.passkey.closed');
  }
  if (name === 'InvalidStateError') return t('auth.passkey.alreadyHere');
  return serverMessage(error, fallback);
}
