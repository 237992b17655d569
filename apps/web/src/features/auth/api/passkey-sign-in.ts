// Loaded only when a passkey sign-in starts (a tap, or the browser's autofill once the login page
// is idle), so @simplewebauthn/browser adds nothing to the login page's first load.
import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ceremonyOptions, passkeySignInAnswer, type StaffDto } from '@attendance/domain';
import { api } from '../../../lib/api';

/** Asks the browser for any passkey of this portal and signs in with it. */
export async function signInWithPasskey(autofill: boolean): Promise<StaffDto> {
  // The server's options are passed on as they came; the library checks them.
  const optionsJSON = (await api('/api/auth/passkeys/sign-in-options', {
    schema: ceremonyOptions,
    method: 'POST',
    allowUnauthorized: true,
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const answer = await api('/api/auth/passkeys/sign-in', {
    schema: passkeySignInAnswer,
    method: 'POST',
    body: { response },
    allowUnauthorized: true,
  });
  return answer.staff;
}
