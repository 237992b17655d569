// Loaded only when a passkey sign-in starts (a tap, or the browser's autofill once the login page
// is idle), so @simplewebauthn/browser adds nothing to the login page's first load.
import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffDto } from '@attendance/domain';
import { api } from '../../../lib/api';

/** Asks the browser for any passkey of this portal and signs in with it. */
export async function signInWithPasskey(autofill: boolean): Promise<StaffDto> {
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkeys/sign-in-options',
    { method: 'POST', allowUnauthorized: true },
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const answer = await api<{ staff: StaffDto }>('/api/auth/passkeys/sign-in', {
    method: 'POST',
    body: { response },
    allowUnauthorized: true,
  });
  return answer.staff;
}
