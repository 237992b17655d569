import { z } from 'zod';
import { DESIGNATIONS, type Designation } from '../constants';
import { idNumber, requiredText } from './common';
import { staffDto } from './auth';

/** Who of a department must sign in with a passkey (issue 21). */
export const PASSKEY_POLICIES = ['optional', 'leaders', 'everyone'] as const;
export type PasskeyPolicy = (typeof PASSKEY_POLICIES)[number];

export const PASSKEY_POLICY_LABELS: Record<PasskeyPolicy, string> = {
  optional: 'Passkey optional',
  leaders: 'Required for Admin and HOD',
  everyone: 'Required for everyone',
};

/** Whether the department's policy makes this designation use a passkey. */
export function passkeyRequired(policy: PasskeyPolicy, designation: Designation): boolean {
  if (policy === 'everyone') return true;
  return policy === 'leaders' && (designation === 'Admin' || designation === 'HOD');
}

export const PASSKEY_MESSAGES = {
  usePasskey: 'Sign in with your passkey; ask your HOD to reset it if you lost it.',
  enrolExpired:
    'Your time to add a passkey has run out; ask your HOD to reset your passkeys to add one.',
  enrolFirst: 'Add a passkey to your account before doing anything else.',
  notRecognised: 'This passkey is not recognised. Sign in with your email and ID card number.',
  ceremonyFailed: 'The passkey could not be checked. Please try again.',
  challengeSpent: 'This passkey request has expired or was already used. Please try again.',
  notAvailable:
    'Passkeys are not set up for this address: the portal needs PUBLIC_ORIGIN (see docs/deployment.md).',
  passkeyNotFound: 'No passkey with this id on your account.',
  added: 'Passkey added.',
  removed: 'Passkey removed.',
  renamed: 'Passkey renamed.',
  reset: 'Passkeys reset: the account adds a new one at its next sign-in.',
  policySaved: 'Passkey policy saved.',
} as const;

/** A WebAuthn response as @simplewebauthn/browser hands it over; the library checks the rest. */
const credentialJson = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
});

export const passkeyName = requiredText(60);

export const registerPasskeyBody = z.object({ name: passkeyName, response: credentialJson });
export type RegisterPasskeyBody = z.infer<typeof registerPasskeyBody>;
export const passkeySignInBody = z.object({ response: credentialJson });
export const renamePasskeyBody = z.object({ name: passkeyName });
export const passkeyParams = z.object({ passkeyId: z.string().min(1).max(1024) });
export const staffParams = z.object({ staffId: idNumber });

/** Ceremony options for the browser (PublicKeyCredential*OptionsJSON); passed on untouched. */
export const ceremonyOptions = z.looseObject({ challenge: z.string() });

export const passkeyDto = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyDto = z.infer<typeof passkeyDto>;

export const passkeySignInAnswer = z.object({ staff: staffDto, message: z.string() });

export const passkeyPolicyDto = z.object({ policy: z.enum(PASSKEY_POLICIES) });
export type PasskeyPolicyDto = z.infer<typeof passkeyPolicyDto>;

/** A staff member whose passkeys the HOD or Admin may reset. */
export const passkeyHolderDto = z.object({
  staffID: z.number(),
  staffName: z.string(),
  email: z.string(),
  designation: z.enum(DESIGNATIONS),
  passkeys: z.number(),
});
export type PasskeyHolderDto = z.infer<typeof passkeyHolderDto>;
