import type { Kysely, Selectable } from 'kysely';
import {
  MESSAGES,
  type LoginBody,
  type RegisterBody,
  type StaffDto,
  type Designation,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB, StaffTable } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../db/audit';
import { sha256Hex, safeEqual } from '../../lib/crypto';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { assertMaySignIn } from '../staff/sign-in-gate';
import { PasskeyPolicyService, type SessionScope } from '../passkeys/passkey-policy.service';
import { AuthRepo } from './auth.repo';
import { checkAnswer, createChallenge, randomCaptchaText } from './captcha';
import { SignInThrottle } from './throttle.service';

/** The ID card number is the credential: only its digest is stored, never the number. */
export function idCardDigest(idCardNumber: string): string {
  return sha256Hex(`id-card:${idCardNumber.trim().toUpperCase()}`);
}

export function toStaffDto(row: Selectable<StaffTable>): StaffDto {
  return {
    staffID: row.id,
    staffName: row.staff_name,
    staffCode: row.staff_code,
    department: row.department,
    designation: row.designation as Designation,
    email: row.email,
    phone: row.phone,
  };
}

export class AuthService {
  private readonly repo: AuthRepo;
  private readonly throttle: SignInThrottle;
  private readonly passkeyPolicy: PasskeyPolicyService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new AuthRepo(db);
    this.throttle = new SignInThrottle(db);
    this.passkeyPolicy = new PasskeyPolicyService(db, config);
  }

  newCaptcha(now: Date) {
    const answer = this.config.captchaFixedAnswer ?? randomCaptchaText();
    const { token, svg } = createChallenge(this.config.appSecret, now, answer);
    return { token, svg };
  }

  /**
   * A CAPTCHA answers once: wrong, expired, reused or forged tokens all fail alike. The student
   * and parent side asks it too, before any code is sent.
   */
  async verifyCaptcha(now: Date, token: string | undefined, answer: string | undefined) {
    if (!token || !answer?.trim())
      throw new BadRequestError(MESSAGES.captchaMissing, 'CAPTCHA_MISSING');
    const check = checkAnswer(this.config.appSecret, now, token, answer);
    // The token is spent before its answer counts: a wrong answer uses it up as well.
    if (
      !check.valid ||
      !(await this.repo.consumeCaptcha(check.nonce, new Date(check.expiresAt), now)) ||
      !check.correct
    ) {
      throw new BadRequestError(MESSAGES.captchaMismatch, 'CAPTCHA_MISMATCH');
    }
  }

  async register(body: RegisterBody, now: Date): Promise<{ message: string }> {
    await this.verifyCaptcha(now, body.captchaToken, body.captchaAnswer);
    const department = this.config.campus.departments.find(
      (d) => d.code.toUpperCase() === body.department.toUpperCase(),
    );
    if (!department) {
      const codes = this.config.campus.departments.map((d) => d.code).join(', ');
      throw new BadRequestError(`department: must be one of ${codes}`, 'VALIDATION');
    }
    const email = body.email.trim().toLowerCase();
    const digest = idCardDigest(body.idCardNumber);
    // ID card numbers are never compared across accounts: that told strangers which are in use.
    if (await this.repo.emailTaken(email)) throw new ConflictError(MESSAGES.emailTaken);
    try {
      await this.db.transaction().execute(async (trx) => {
        const id = await this.repo.insertStaff(
          trx,
          {
            staffName: body.staffName,
            department: department.code,
            designation: body.designation,
            email,
            phone: body.phone,
            idCardDigest: digest,
            status: this.config.registrationApproval ? 'pending' : 'approved',
          },
          now,
        );
        await writeAudit(trx, now, {
          staffId: id,
          action: 'register',
          entity: 'staff',
          entityId: id,
          details: { department: department.code, designation: body.designation },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.emailTaken);
      throw error;
    }
    return {
      message: this.config.registrationApproval ? MESSAGES.registeredPending : MESSAGES.registered,
    };
  }

  /** `address` is the client's (request.ip: TRUST_PROXY decides which hop that is). */
  async login(
    body: LoginBody,
    now: Date,
    address: string,
  ): Promise<{ staff: StaffDto; scope: SessionScope }> {
    const email = body.email.trim().toLowerCase();
    await this.verifyCaptcha(now, body.captchaToken, body.captchaAnswer);
    await this.throttle.admit(email, address, now);
    const staff = await this.repo.findByEmail(email);
    if (!staff || !safeEqual(staff.id_card_digest, idCardDigest(body.idCardNumber))) {
      throw new UnauthorizedError(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    // Before the throttle forgives the attempt: a refusal by the passkey policy stays counted.
    const scope = await this.passkeyPolicy.emailSignInScope(staff, now);
    await this.throttle.succeeded(email, address);
    assertMaySignIn(staff);
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'login',
      entity: 'staff',
      entityId: staff.id,
      ...(scope === 'enrol' ? { details: { session: 'enrol a passkey only' } } : {}),
    });
    return { staff: toStaffDto(staff), scope };
  }

  async departmentStaff(department: string): Promise<StaffDto[]> {
    const rows = await this.repo.listByDepartment(department);
    return rows.map(toStaffDto);
  }
}
