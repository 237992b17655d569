import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FAMILY_MESSAGES,
  type FamilyCodeBody,
  type FamilyKind,
  type FamilySignInBody,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { hmacBase64Url, safeEqual } from '../../lib/crypto';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors';
import { AuthService } from '../auth/auth.service';
import { ThrottleRepo } from '../auth/throttle.repo';
import { SignInThrottle } from '../auth/throttle.service';
import { FamilyCodesRepo } from './family-codes.repo';
import { familyTarget, type Target } from './family-target';
import { toE164 } from './phone';
import { codeMessage, type SmsSender } from './sms';

export const CODE_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
/** All code issuing takes this one lock (with the phone's), so the campus cap is exact. */
const CAMPUS_CODES_LOCK = 'family-codes:campus';

/** Code sign-in for students (register number) and parents (parent phone), issue 50. */
export class FamilyCodesService {
  private readonly repo: FamilyCodesRepo;
  private readonly throttle: SignInThrottle;
  private readonly captcha: AuthService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly sms: SmsSender,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new FamilyCodesRepo(db);
    this.throttle = new SignInThrottle(db);
    this.captcha = new AuthService(db, config);
  }

  /** A parent's login is their phone as E.164; a student's, the register number upper-cased. */
  private login(who: FamilyKind, text: string): string {
    if (who === 'student') return text.trim().toUpperCase();
    const phone = toE164(text, this.config.family.defaultCountry);
    if (!phone) {
      throw new BadRequestError('login: must be a phone number such as 98765 43210', 'VALIDATION');
    }
    return phone;
  }

  private target(who: FamilyKind, login: string): Promise<Target | null> {
    return familyTarget(this.repo, this.config.family.defaultCountry, who, login);
  }

  /**
   * After the CAPTCHA: sends a code when the login is on record, within the per-phone daily cap
   * and the campus's hourly cap, and answers the same whatever happened, so the answer never
   * tells whether a number is on record. The campus cap is checked for everyone first.
   */
  async requestCode(body: FamilyCodeBody, now: Date): Promise<{ message: string }> {
    await this.captcha.verifyCaptcha(now, body.captchaToken, body.captchaAnswer);
    if (!(await this.repo.anyDepartmentOpen())) {
      throw new ForbiddenError(FAMILY_MESSAGES.closed, 'FAMILY_CLOSED');
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await this.repo.countSince(this.db, hourAgo)) >= this.config.family.codesPerHour) {
      throw new TooManyRequestsError(FAMILY_MESSAGES.tooManyCodesCampus, 3600);
    }
    const login = this.login(body.who, body.login);
    const target = await this.target(body.who, login);
    if (target) await this.issue(target, now);
    return { message: FAMILY_MESSAGES.codeSent };
  }

  private async issue(target: Target, now: Date): Promise<void> {
    const { codesPerHour, codesPerPhonePerDay } = this.config.family;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued = await new ThrottleRepo(this.db).exclusively(
      target.phone,
      CAMPUS_CODES_LOCK,
      async (_throttle, trx) => {
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        if ((await this.repo.countSince(trx, hourAgo)) >= codesPerHour) {
          throw new TooManyRequestsError(FAMILY_MESSAGES.tooManyCodesCampus, 3600);
        }
        const dayAgo = new Date(now.getTime() - DAY_MS);
        if ((await this.repo.countSince(trx, dayAgo, target.phone)) >= codesPerPhonePerDay) {
          return false;
        }
        const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
        const codeHash = this.codeHash(target.kind, target.login, code);
        await this.repo.insert(trx, { ...target, codeHash }, now, expiresAt);
        return true;
      },
    );
    if (!issued) {
      this.log.warn(
        { family: { kind: target.kind } },
        'sign-in code not sent: the phone had its codes for today',
      );
      return;
    }
    await this.repo.prune(new Date(now.getTime() - 7 * DAY_MS));
    const message = codeMessage(this.config.campus, target.phone, code, CODE_MINUTES);
    // Not awaited: a slow gateway must not make a number on record answer slower than one not.
    const variables = {
      code,
      minutes: String(CODE_MINUTES),
      campus: this.config.campus.shortLabel,
    };
    this.sms.send(message, variables).catch((error: unknown) => {
      this.log.error(
        { err: error, sms: { id: message.id } },
        'the SMS gateway did not accept a sign-in code',
      );
    });
  }

  private codeHash(kind: FamilyKind, login: string, code: string): string {
    return hmacBase64Url(this.config.appSecret, `family-code:${kind}:${login}:${code}`);
  }

  /**
   * Checks a code: the newest live one of the login, at most five wrong tries each, and the
   * staff sign-in throttle per login and address on top. Answers who to sign in.
   */
  async verify(body: FamilySignInBody, now: Date, address: string): Promise<Target> {
    const login = this.login(body.who, body.login);
    const account = `family:${body.who}:${login}`;
    await this.throttle.admit(account, address, now);
    const live = await this.repo.newestLive(body.who, login, now);
    const wrong = () => new UnauthorizedError(FAMILY_MESSAGES.codeWrong, 'INVALID_CREDENTIALS');
    if (!live || live.wrong_tries >= MAX_WRONG_TRIES) throw wrong();
    if (!safeEqual(live.code_hash, this.codeHash(body.who, login, body.code))) {
      await this.repo.countWrongTry(live.id, MAX_WRONG_TRIES);
      throw wrong();
    }
    if (!(await this.repo.spend(live.id, MAX_WRONG_TRIES, now))) throw wrong();
    await this.throttle.succeeded(account, address);
    const target = await this.target(body.who, login);
    if (!target) throw new ForbiddenError(FAMILY_MESSAGES.sideClosed, 'FAMILY_CLOSED');
    return target;
  }
}
