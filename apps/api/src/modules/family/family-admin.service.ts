import type { Kysely } from 'kysely';
import { FAMILY_MESSAGES, type FamilyAdminAnswer, type FamilyKind } from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { BadRequestError } from '../../lib/errors';
import { FamilyAdminRepo } from './family-admin.repo';
import { FamilySessionsRepo } from './family-sessions.repo';
import { toE164 } from './phone';
import type { SmsSender } from './sms';

const UNREADABLE = 'This number cannot be read as a phone number: no code can be sent to it.';

/** The department Admin's side of issue 50: the switch, who has signed in, phone problems. */
export class FamilyAdminService {
  private readonly repo: FamilyAdminRepo;
  private readonly sessions: FamilySessionsRepo;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly sms: SmsSender,
  ) {
    this.repo = new FamilyAdminRepo(db);
    this.sessions = new FamilySessionsRepo(db);
  }

  async overview(admin: AuthStaff, now: Date): Promise<FamilyAdminAnswer> {
    const department = admin.department;
    const country = this.config.family.defaultCountry;
    const problems: FamilyAdminAnswer['problems'] = [];
    for (const student of await this.repo.activeStudentPhones(department)) {
      for (const [field, value] of [
        ['studentNumber', student.student_number],
        ['parentNumber', student.parent_number],
      ] as const) {
        if (toE164(value, country)) continue;
        problems.push({
          registerNumber: student.register_number,
          studentName: student.student_name,
          field,
          value,
          message: UNREADABLE,
        });
      }
    }
    const signedIn = new Map<string, FamilyAdminAnswer['signedIn'][number]>();
    for (const row of await this.sessions.ofDepartment(department)) {
      if (row.expires_at <= now.toISOString()) continue;
      const key = `${row.kind}:${row.phone}`;
      const entry = signedIn.get(key) ?? {
        phone: row.phone,
        kind: row.kind as FamilyKind,
        registerNumbers: [],
        lastSeenAt: row.last_seen_at,
      };
      if (!entry.registerNumbers.includes(row.register_number)) {
        entry.registerNumbers.push(row.register_number);
      }
      if (row.last_seen_at > entry.lastSeenAt) entry.lastSeenAt = row.last_seen_at;
      signedIn.set(key, entry);
    }
    return {
      department,
      enabled: await this.repo.enabled(department),
      sms: {
        mode: this.sms.mode,
        note: this.sms.mode === 'log' ? FAMILY_MESSAGES.logOnly : null,
      },
      problems,
      signedIn: [...signedIn.values()],
    };
  }

  /** Off ends every open session that may see a student of the department. */
  async setEnabled(admin: AuthStaff, enabled: boolean, now: Date): Promise<FamilyAdminAnswer> {
    await this.repo.setEnabled(admin.department, enabled, admin.id, now);
    if (!enabled) {
      const open = await this.sessions.ofDepartment(admin.department);
      await this.sessions.delete([...new Set(open.map((s) => s.id))]);
    }
    await writeAudit(this.db, now, {
      staffId: admin.id,
      action: enabled ? 'family-side-on' : 'family-side-off',
      entity: 'department',
      entityId: admin.department,
    });
    return this.overview(admin, now);
  }

  /** Ends a phone's sessions that see a student of the Admin's department. */
  async endSessions(admin: AuthStaff, phoneText: string, now: Date): Promise<{ message: string }> {
    const phone = toE164(phoneText, this.config.family.defaultCountry);
    if (!phone) throw new BadRequestError('phone: must be a phone number', 'VALIDATION');
    const open = await this.sessions.ofDepartment(admin.department, phone);
    await this.sessions.delete([...new Set(open.map((s) => s.id))]);
    await writeAudit(this.db, now, {
      staffId: admin.id,
      action: 'family-sessions-ended',
      entity: 'phone',
      entityId: phone,
    });
    return { message: FAMILY_MESSAGES.sessionsEnded };
  }
}
