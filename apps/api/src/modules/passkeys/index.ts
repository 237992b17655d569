// What the passkeys module offers the rest of the API; nothing else of it is imported from outside.
export { holdUntilEnrolled } from './enrol-gate';
export { PasskeyPolicyService, type SessionScope } from './passkey-policy.service';
export { CHALLENGE_TTL_MS, PasskeyChallenges } from './passkey-challenges';
export { familyUserHandle, relyingParty, webAuthn, type RelyingParty } from './relying-party';
