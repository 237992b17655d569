import type { Kysely } from 'kysely';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_MESSAGES, type PasskeyDto, type RegisterPasskeyBody } from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { writeAudit } from '../../db/audit';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { assertMaySignIn } from '../staff';
import { PasskeysRepo, type StoredPasskey } from './passkeys.repo';
import { CHALLENGE_TTL_MS, PasskeyChallenges } from './passkey-challenges';
import { userHandle, webAuthn, type RelyingParty } from './relying-party';

function toDto(passkey: StoredPasskey): PasskeyDto {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}

/** The two WebAuthn ceremonies and a staff member's own passkeys. */
export class PasskeysService {
  private readonly repo: PasskeysRepo;
  private readonly challenges: PasskeyChallenges;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new PasskeysRepo(db);
    this.challenges = new PasskeyChallenges(db);
  }

  async list(staffId: number): Promise<PasskeyDto[]> {
    return (await this.repo.listByStaff(staffId)).map(toDto);
  }

  async registrationOptions(staff: AuthStaff, rp: RelyingParty, now: Date) {
    const { generateRegistrationOptions } = await webAuthn();
    const existing = await this.repo.listByStaff(staff.id);
    const options = await generateRegistrationOptions({
      rpName: this.config.campus.shortLabel,
      rpID: rp.rpID,
      userName: staff.email,
      userDisplayName: staff.staffName,
      userID: Buffer.from(userHandle(this.config, staff.id), 'base64url'),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_TTL_MS,
    });
    await this.challenges.save(options.challenge, 'register', staff.id, now);
    return options as typeof options & Record<string, unknown>;
  }

  /** Verifies and stores a new passkey; an enrol-only session becomes a full one. */
  async register(
    staff: AuthStaff,
    sessionId: string | null,
    body: RegisterPasskeyBody,
    rp: RelyingParty,
    now: Date,
  ): Promise<PasskeyDto> {
    const { verifyRegistrationResponse } = await webAuthn();
    const response = body.response as unknown as RegistrationResponseJSON;
    await this.challenges.spend(response.response.clientDataJSON, 'register', staff.id, now);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: () => true, // spent above: single use, bound to this staff member
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      });
    } catch {
      throw new BadRequestError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_INVALID');
    }
    if (!verified.verified) {
      throw new BadRequestError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_INVALID');
    }
    const { credential } = verified.registrationInfo;
    const passkey: StoredPasskey = {
      id: credential.id,
      staffId: staff.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      name: body.name,
      createdAt: now.toISOString(),
      lastUsedAt: null,
    };
    if (await this.repo.find(passkey.id)) {
      throw new BadRequestError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_INVALID');
    }
    await this.db.transaction().execute(async (trx) => {
      await this.repo.insert(trx, passkey);
      if (sessionId) await this.repo.widenSession(trx, sessionId);
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'passkey-add',
        entity: 'passkey',
        entityId: passkey.id,
        details: { name: passkey.name },
      });
    });
    return toDto(passkey);
  }

  async signInOptions(rp: RelyingParty, now: Date) {
    return this.challenges.authenticationOptions(rp.rpID, 'authenticate', now);
  }

  /** A discoverable-credential sign-in: the passkey names its owner; answers their staff id. */
  async signIn(rawResponse: unknown, rp: RelyingParty, now: Date): Promise<number> {
    const { verifyAuthenticationResponse } = await webAuthn();
    const response = rawResponse as AuthenticationResponseJSON;
    await this.challenges.spend(response.response.clientDataJSON, 'authenticate', null, now);
    const refused = () => new UnauthorizedError(PASSKEY_MESSAGES.notRecognised, 'PASSKEY_UNKNOWN');
    const passkey = await this.repo.find(response.id);
    // The user handle must name the passkey's owner: one account's key never opens another.
    if (!passkey || response.response.userHandle !== userHandle(this.config, passkey.staffId)) {
      throw refused();
    }
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: () => true, // spent above
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch {
      throw new UnauthorizedError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_SIGN_IN_FAILED');
    }
    if (!verified.verified) {
      throw new UnauthorizedError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_SIGN_IN_FAILED');
    }
    const staff = await this.repo.findStaff(passkey.staffId);
    if (!staff) throw refused();
    assertMaySignIn(staff);
    await this.db.transaction().execute(async (trx) => {
      const counter = verified.authenticationInfo.newCounter;
      if (!(await this.repo.recordUse(trx, passkey, counter, now))) {
        throw new UnauthorizedError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_SIGN_IN_FAILED');
      }
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'login',
        entity: 'staff',
        entityId: staff.id,
        details: { with: 'passkey', passkey: passkey.id },
      });
    });
    return staff.id;
  }

  async rename(staffId: number, id: string, name: string): Promise<void> {
    if (!(await this.repo.rename(staffId, id, name))) {
      throw new NotFoundError(PASSKEY_MESSAGES.passkeyNotFound);
    }
  }

  async remove(staffId: number, id: string, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.remove(trx, staffId, id))) {
        throw new NotFoundError(PASSKEY_MESSAGES.passkeyNotFound);
      }
      await writeAudit(trx, now, {
        staffId,
        action: 'passkey-remove',
        entity: 'passkey',
        entityId: id,
      });
    });
  }
}
