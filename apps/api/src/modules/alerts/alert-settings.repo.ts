import type { Kysely } from 'kysely';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '@attendance/domain';
import type { AlertSettingsTable, DB } from '../../db/types';

/** A department's alert settings as the screens and the sender read them. */
export function settingsOf(row: AlertSettingsTable | undefined): AlertSettings {
  if (!row) return DEFAULT_ALERT_SETTINGS;
  return {
    absence: row.absence === 1,
    absenceMode: row.absence_mode === 'immediate' ? 'immediate' : 'daily',
    dailyTime: row.daily_time,
    shortage: row.shortage === 1,
    consecutive: row.consecutive === 1,
    consecutiveDays: row.consecutive_days,
    dailyCap: row.daily_cap,
    quietHours:
      row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  };
}

/** The alert_settings table. */
export class AlertSettingsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async one(department: string): Promise<AlertSettings> {
    const row = await this.db
      .selectFrom('alert_settings')
      .selectAll()
      .where('department', '=', department)
      .executeTakeFirst();
    return settingsOf(row);
  }

  /** Every department with at least one kind switched on. */
  async switchedOn(): Promise<Map<string, AlertSettings>> {
    const rows = await this.db
      .selectFrom('alert_settings')
      .selectAll()
      .where((eb) =>
        eb.or([eb('absence', '=', 1), eb('shortage', '=', 1), eb('consecutive', '=', 1)]),
      )
      .execute();
    return new Map(rows.map((row) => [row.department, settingsOf(row)]));
  }

  async save(department: string, settings: AlertSettings, by: number, at: string): Promise<void> {
    const values = {
      absence: settings.absence ? 1 : 0,
      absence_mode: settings.absenceMode,
      daily_time: settings.dailyTime,
      shortage: settings.shortage ? 1 : 0,
      consecutive: settings.consecutive ? 1 : 0,
      consecutive_days: settings.consecutiveDays,
      daily_cap: settings.dailyCap,
      quiet_start: settings.quietHours?.start ?? null,
      quiet_end: settings.quietHours?.end ?? null,
      updated_by: by,
      updated_at: at,
    };
    await this.db
      .insertInto('alert_settings')
      .values({ department, ...values })
      .onConflict((oc) => oc.column('department').doUpdateSet(values))
      .execute();
  }
}
