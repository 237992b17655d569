import type { Kysely } from 'kysely';
import {
  ALERT_LOG_LIMIT,
  ALERT_MESSAGES,
  campusToday,
  isLanguage,
  zonedMoment,
  type AlertDelivery,
  type AlertKind,
  type AlertLog,
  type AlertLogQuery,
  type AlertSettingsAnswer,
  type AlertSettingsBody,
  type AlertState,
  type FamilyAlertsAnswer,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { writeAudit } from '../../db/audit';
import type { SmsSender } from '../family';
import { AlertSettingsRepo } from './alert-settings.repo';
import { AlertsRepo } from './alerts.repo';

/** The department Admin's settings and Delivery log, and a phone's own stop (issue 51). */
export class AlertsService {
  private readonly repo: AlertsRepo;
  private readonly settings: AlertSettingsRepo;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly sms: Pick<SmsSender, 'mode'>,
  ) {
    this.repo = new AlertsRepo(db);
    this.settings = new AlertSettingsRepo(db);
  }

  /** The start of the campus day `now` is in, as an instant. */
  private dayStart(now: Date): string {
    const { secondOfDay } = zonedMoment(now, this.config.timezone);
    return new Date(Math.floor(now.getTime() / 1000 - secondOfDay) * 1000).toISOString();
  }

  async overview(staff: AuthStaff, now: Date): Promise<AlertSettingsAnswer> {
    return {
      settings: await this.settings.one(staff.department),
      sms: { mode: this.sms.mode },
      today: await this.repo.counts(staff.department, this.dayStart(now)),
    };
  }

  async save(staff: AuthStaff, body: AlertSettingsBody, now: Date): Promise<AlertSettingsAnswer> {
    await this.db.transaction().execute(async (trx) => {
      await new AlertSettingsRepo(trx).save(staff.department, body, staff.id, now.toISOString());
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'alerts.settings',
        entity: 'department',
        entityId: staff.department,
        details: body,
      });
    });
    return this.overview(staff, now);
  }

  async log(
    staff: AuthStaff,
    query: AlertLogQuery,
    now: Date,
    limit = ALERT_LOG_LIMIT,
  ): Promise<AlertLog> {
    const range = query.date ? this.dayRange(query.date, now) : null;
    const rows = await this.repo.deliveries(staff.department, query, range, limit + 1);
    return {
      today: await this.repo.counts(staff.department, this.dayStart(now)),
      deliveries: rows.slice(0, limit).map((r): AlertDelivery => ({
        id: r.id,
        studentID: r.student_id,
        registerNumber: r.register_number,
        studentName: r.student_name,
        kind: r.kind as AlertKind,
        recipient: r.recipient === 'student' ? 'student' : 'parent',
        day: r.day,
        createdAt: r.created_at,
        sentAt: r.sent_at,
        state: r.state as AlertState,
        reason: r.reason,
        attempts: r.attempts,
        phone: r.phone,
        text: r.message_text,
        language: isLanguage(r.language) ? r.language : null,
        parts: r.parts,
      })),
      more: rows.length > limit,
    };
  }

  /** The instants a campus date spans (the campus's offset as of `now`: India keeps one). */
  private dayRange(date: string, now: Date): { from: string; to: string } {
    const offset =
      Date.parse(`${campusToday(now, this.config.timezone)}T00:00:00Z`) -
      Date.parse(this.dayStart(now));
    const from = Date.parse(`${date}T00:00:00Z`) - offset;
    return { from: new Date(from).toISOString(), to: new Date(from + 86_400_000).toISOString() };
  }

  async familyStop(phone: string): Promise<FamilyAlertsAnswer> {
    const stopped = await this.repo.isStopped(phone);
    return { stopped, message: stopped ? ALERT_MESSAGES.stopped : ALERT_MESSAGES.started };
  }

  async setFamilyStop(phone: string, stopped: boolean, now: Date): Promise<FamilyAlertsAnswer> {
    await this.repo.setStopped(phone, stopped, now.toISOString());
    return this.familyStop(phone);
  }
}
