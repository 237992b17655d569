import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import {
  FAMILY_MESSAGES,
  PASSKEY_MESSAGES,
  type PasskeyDto,
  type RegisterPasskeyBody,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors';
import {
  CHALLENGE_TTL_MS,
  familyUserHandle,
  PasskeyChallenges,
  webAuthn,
  type RelyingParty,
} from '../passkeys';
import { FamilyCodesRepo } from './family-codes.repo';
import { FamilyPasskeysRepo, type FamilyOwner, type FamilyPasskey } from './family-passkeys.repo';
import type { FamilySession } from './family-sessions';
import { familyTarget, type Target } from './family-target';

/** Whose passkeys a session adds and sees: a student's register number, a parent's phone. */
export function ownerOf(session: FamilySession): FamilyOwner {
  const child = session.children[0];
  if (session.kind === 'student' && child) {
    return { kind: 'student', login: child.registerNumber.trim().toUpperCase() };
  }
  return { kind: 'parent', login: session.phone };
}

function toDto(passkey: FamilyPasskey): PasskeyDto {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}

/**
 * Passkeys of students and parents (issue 50): added after a code sign-in, then a sign-in with
 * no SMS. The staff's relying party and challenge store; their own credentials and user handles,
 * so a staff passkey never opens this side, nor theirs a staff account.
 */
export class FamilyPasskeysService {
  private readonly repo: FamilyPasskeysRepo;
  private readonly codes: FamilyCodesRepo;
  private readonly challenges: PasskeyChallenges;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new FamilyPasskeysRepo(db);
    this.codes = new FamilyCodesRepo(db);
    this.challenges = new PasskeyChallenges(db);
  }

  async list(session: FamilySession): Promise<PasskeyDto[]> {
    return (await this.repo.list(ownerOf(session))).map(toDto);
  }

  async registrationOptions(session: FamilySession, rp: RelyingParty, now: Date) {
    const { generateRegistrationOptions } = await webAuthn();
    const owner = ownerOf(session);
    const existing = await this.repo.list(owner);
    const options = await generateRegistrationOptions({
      rpName: this.config.campus.shortLabel,
      rpID: rp.rpID,
      userName: owner.login,
      userDisplayName:
        owner.kind === 'student'
          ? (session.children[0]?.studentName ?? owner.login)
          : `Parent ${owner.login}`,
      userID: Buffer.from(familyUserHandle(this.config, owner.kind, owner.login), 'base64url'),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_TTL_MS,
    });
    await this.challenges.save(
      options.challenge,
      `family-register:${owner.kind}:${owner.login}`,
      null,
      now,
    );
    return options as typeof options & Record<string, unknown>;
  }

  async register(
    session: FamilySession,
    body: RegisterPasskeyBody,
    rp: RelyingParty,
    now: Date,
  ): Promise<PasskeyDto> {
    const { verifyRegistrationResponse } = await webAuthn();
    const owner = ownerOf(session);
    const response = body.response as unknown as RegistrationResponseJSON;
    await this.challenges.spend(
      response.response.clientDataJSON,
      `family-register:${owner.kind}:${owner.login}`,
      null,
      now,
    );
    const invalid = () => new BadRequestError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_INVALID');
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: () => true, // spent above: single use, bound to this owner
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      });
    } catch {
      throw invalid();
    }
    if (!verified.verified) throw invalid();
    const { credential } = verified.registrationInfo;
    if (await this.repo.taken(credential.id)) throw invalid();
    const passkey: FamilyPasskey = {
      id: credential.id,
      ...owner,
      phone: session.phone,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      name: body.name,
      createdAt: now.toISOString(),
      lastUsedAt: null,
    };
    await this.repo.insert(passkey);
    await writeAudit(this.db, now, {
      staffId: null,
      action: 'family-passkey-add',
      entity: 'family-passkey',
      entityId: passkey.id,
      details: { kind: owner.kind, login: owner.login, name: passkey.name },
    });
    return toDto(passkey);
  }

  async remove(session: FamilySession, id: string, now: Date): Promise<void> {
    const owner = ownerOf(session);
    if (!(await this.repo.remove(owner, id))) {
      throw new NotFoundError(PASSKEY_MESSAGES.passkeyNotFound);
    }
    await writeAudit(this.db, now, {
      staffId: null,
      action: 'family-passkey-remove',
      entity: 'family-passkey',
      entityId: id,
      details: { kind: owner.kind, login: owner.login },
    });
  }

  async signInOptions(rp: RelyingParty, now: Date) {
    if (!(await this.codes.anyDepartmentOpen())) {
      throw new ForbiddenError(FAMILY_MESSAGES.closed, 'FAMILY_CLOSED');
    }
    return this.challenges.authenticationOptions(rp.rpID, 'family-authenticate', now);
  }

  /**
   * A discoverable-credential sign-in: the passkey names its owner, who is then looked up as a
   * code sign-in would be (the department's switch, the phone on record). Answers whom to sign in.
   */
  async signIn(rawResponse: unknown, rp: RelyingParty, now: Date): Promise<Target> {
    const { verifyAuthenticationResponse } = await webAuthn();
    const response = rawResponse as AuthenticationResponseJSON;
    await this.challenges.spend(response.response.clientDataJSON, 'family-authenticate', null, now);
    const passkey = await this.repo.find(response.id);
    // The user handle must name the passkey's owner: one owner's key never opens another's.
    if (
      !passkey ||
      response.response.userHandle !== familyUserHandle(this.config, passkey.kind, passkey.login)
    ) {
      throw new UnauthorizedError(FAMILY_MESSAGES.passkeyUnknown, 'PASSKEY_UNKNOWN');
    }
    const failed = () =>
      new UnauthorizedError(PASSKEY_MESSAGES.ceremonyFailed, 'PASSKEY_SIGN_IN_FAILED');
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
      throw failed();
    }
    if (!verified.verified) throw failed();
    const kind = passkey.kind === 'parent' ? 'parent' : 'student';
    const target = await familyTarget(
      this.codes,
      this.config.family.defaultCountry,
      kind,
      passkey.login,
    );
    if (!target) throw new ForbiddenError(FAMILY_MESSAGES.sideClosed, 'FAMILY_CLOSED');
    if (target.phone !== passkey.phone) {
      throw new UnauthorizedError(FAMILY_MESSAGES.passkeyOtherPhone, 'PASSKEY_UNKNOWN');
    }
    if (!(await this.repo.recordUse(passkey, verified.authenticationInfo.newCounter, now))) {
      throw failed();
    }
    return target;
  }
}
