import { serverMessage } from './api';

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

/** Passkeys need a secure context (https, or localhost) and a browser that has them. */
export function passkeysPossible(): boolean {
  return window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** A failed ceremony in the user's words: a closed prompt is said so, not as a server error. */
export function passkeyFailureText(error: unknown, fallback: string): string {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out. Please try again.';
  }
  if (name === 'InvalidStateError') return 'This device already holds a passkey of yours.';
  return serverMessage(error, fallback);
}
