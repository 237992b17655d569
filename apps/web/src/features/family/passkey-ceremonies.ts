// Loaded only when a student or parent adds a passkey or signs in with one, so
// @simplewebauthn/browser adds nothing to the sign-in page's first load.
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  ceremonyOptions,
  familySessionAnswer,
  passkeyDto,
  type FamilySessionAnswer,
  type PasskeyDto,
} from '@attendance/domain';
import { api } from '../../lib/api';

/** The browser's create() ceremony for the signed-in student or parent. */
export async function addFamilyPasskey(name: string): Promise<PasskeyDto> {
  // The server's options are passed on as they came; the library checks them.
  const optionsJSON = (await api('/api/family/passkeys/registration-options', {
    schema: ceremonyOptions,
    method: 'POST',
  })) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return api('/api/family/passkeys', {
    schema: passkeyDto,
    method: 'POST',
    body: { name, response },
  });
}

/** Asks the browser for a passkey of this portal and signs the student or parent in with it. */
export async function signInWithFamilyPasskey(): Promise<FamilySessionAnswer> {
  const optionsJSON = (await api('/api/family/passkeys/sign-in-options', {
    schema: ceremonyOptions,
    method: 'POST',
    allowUnauthorized: true,
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  return api('/api/family/passkeys/sign-in', {
    schema: familySessionAnswer,
    method: 'POST',
    body: { response },
    allowUnauthorized: true,
  });
}
