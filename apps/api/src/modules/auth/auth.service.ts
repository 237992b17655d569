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
import { writeAudit } from '../../lib/audit';
import { sha256Hex, safeEqual } from '../../lib/crypto';
import {
  BadRequestError,
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors';
import { assertMaySignIn } from '../staff/signInGate';
import { AuthRepo } from './auth.repo';
import { checkAnswer, createChallenge, randomCaptchaText } from './captcha';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

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

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new AuthRepo(db);
  }

  newCaptcha(now: Date) {
    const answer = this.config.captchaFixedAnswer ?? randomCaptchaText();
    const { token, svg } = createChallenge(this.config.appSecret, now, answer);
    return { token, svg };
  }

  /** A CAPTCHA answers once: wrong, expired, reused or forged tokens all fail alike. */
  private async verifyCaptcha(now: Date, token: string | undefined, answer: string | undefined) {
    if (!token || !answer?.trim())
      throw new BadRequestError(MESSAGES.captchaMissing, 'CAPTCHA_MISSING');
    const check = checkAnswer(this.config.appSecret, now, token, answer);
    if (
      !check.ok ||
      !(await this.repo.consumeCaptcha(check.nonce, new Date(check.expiresAt), now))
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
    const taken = await this.repo.emailOrIdCardTaken(email, digest);
    if (taken.email) throw new ConflictError(MESSAGES.emailTaken);
    if (taken.idCard) throw new ConflictError(MESSAGES.idCardTaken);
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

  async login(body: LoginBody, now: Date): Promise<StaffDto> {
    const email = body.email.trim().toLowerCase();
    const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
    const failures = await this.repo.countRecentFailures(email, since);
    if (failures.count >= MAX_FAILED_LOGINS && failures.oldest) {
      const retryAt = new Date(new Date(failures.oldest).getTime() + FAILED_LOGIN_WINDOW_MS);
      const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        minutes * 60,
      );
    }
    await this.verifyCaptcha(now, body.captchaToken, body.captchaAnswer);
    const staff = await this.repo.findByEmail(email);
    if (!staff || !safeEqual(staff.id_card_digest, idCardDigest(body.idCardNumber))) {
      await this.repo.recordFailure(email, now, new Date(now.getTime() - 24 * 3600_000));
      throw new UnauthorizedError(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    await this.repo.clearFailures(email);
    assertMaySignIn(staff);
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'login',
      entity: 'staff',
      entityId: staff.id,
    });
    return toStaffDto(staff);
  }

  async departmentStaff(department: string): Promise<StaffDto[]> {
    const rows = await this.repo.listByDepartment(department);
    return rows.map(toStaffDto);
  }
}
