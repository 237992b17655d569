import {
  ALERT_STOPPED_HOURS,
  campusToday,
  quietUntil,
  smsParts,
  type AlertSettings,
  type Language,
} from '@attendance/domain';
import type { Config } from '../../config';
import { toE164, type SmsMessage } from '../family';
import { campusLanguages, type LanguagesRepo } from '../languages';
import {
  absenceText,
  consecutiveText,
  shortageText,
  type ComposedText,
  type ConsecutiveFacts,
  type ShortageFacts,
} from './alert-texts';
import type { FinishChange, Finishing, OutboxRepo, OutboxRow } from './outbox.repo';

const HOUR = 3_600_000;

/** A claimed row's next state, written with the others of its batch (OutboxRepo). */
export type Finish = Finishing;

/** A row that goes to the gateway: its message, and what its finish keeps of it. */
export interface Sendable {
  row: OutboxRow;
  settings: AlertSettings;
  message: SmsMessage;
  variables: Record<string, string>;
  told: Pick<FinishChange, 'message_text' | 'language' | 'parts' | 'phone'>;
}

export const finished = (row: OutboxRow, change: FinishChange): Finish => ({
  id: row.id,
  change,
});

/**
 * One claimed row taken to its next state: cancelled (nothing left to say, the kind switched
 * off), failed (no readable phone, a number stopped for a day, a gateway failing for 24 hours),
 * waiting (stopped number, quiet hours, the cap, a retry after a failure), or sent. The text is
 * made now, from the records as they are now: a period voided before the send is left out.
 * `judge` only reads; AlertGateway sends those it passes; the worker writes the states, a batch
 * at a time (one commit instead of one a row).
 */
export class AlertDelivery {
  constructor(
    private readonly repo: OutboxRepo,
    private readonly languages: LanguagesRepo,
    private readonly config: Config,
  ) {}

  /** The row's state when the gateway need not be asked, else the message to send. */
  async judge(row: OutboxRow, settings: AlertSettings, now: Date): Promise<Finish | Sendable> {
    const on =
      row.kind === 'absence'
        ? settings.absence
        : row.kind === 'shortage'
          ? settings.shortage
          : settings.consecutive;
    if (!on)
      return finished(row, {
        state: 'cancelled',
        reason: `the department switched ${row.kind} alerts off`,
      });

    if (
      row.kind === 'absence' &&
      row.day !== campusToday(new Date(row.created_at), this.config.timezone)
    ) {
      return finished(row, {
        state: 'cancelled',
        reason: 'marked on a later day (a backfill): not sent',
      });
    }
    const student = await this.repo.student(row.student_id);
    if (!student)
      return finished(row, { state: 'cancelled', reason: 'the student is no longer on record' });
    const raw = row.recipient === 'student' ? student.student_number : student.parent_number;
    const phone = toE164(raw ?? '', this.config.family.defaultCountry);
    const language = await this.language(row.recipient, phone);
    const composed = await this.compose(row, language, {
      name: student.student_name,
      register: student.register_number,
    });
    if (!composed)
      return finished(row, {
        state: 'cancelled',
        reason: 'every absent period was voided before the send',
      });

    const told = {
      message_text: composed.text,
      language: composed.language,
      parts: smsParts(composed.text).parts,
    };
    if (!phone) {
      return finished(row, {
        ...told,
        state: 'failed',
        reason: `the ${row.recipient} phone on record cannot be read`,
      });
    }
    const base = { ...told, phone };
    if (await this.repo.stopped(phone)) {
      if (now.getTime() - Date.parse(row.created_at) >= ALERT_STOPPED_HOURS * HOUR) {
        return finished(row, {
          ...base,
          state: 'failed',
          reason: 'not sent: alerts to this number are stopped',
        });
      }
      return finished(row, {
        ...base,
        reason: 'waiting: alerts to this number are stopped',
        next_at: new Date(now.getTime() + HOUR).toISOString(),
      });
    }
    const quiet = quietUntil(now, this.config.timezone, settings.quietHours);
    if (quiet) {
      return finished(row, {
        ...base,
        reason: `waiting: quiet hours until ${settings.quietHours!.end}`,
        next_at: quiet.toISOString(),
      });
    }
    const message: SmsMessage = {
      id: `alert-${row.id}`,
      to: phone,
      text: composed.text,
      kind: row.kind as 'absence',
      templateId: composed.templateId,
      language: composed.language,
      parts: told.parts,
    };
    return { row, settings, message, variables: composed.variables, told: base };
  }

  /**
   * The recipient's chosen language (issue 53: a parent chooses on the parent side, for the phone
   * the codes and alerts go to), if the campus still offers it; else the campus default.
   */
  private async language(recipient: string, phone: string | null): Promise<Language> {
    const { default: fallback, offered } = campusLanguages(this.config.campus);
    if (!phone) return fallback;
    const kind = recipient === 'student' ? 'student' : 'parent';
    const chosen = await this.languages.family(kind, phone);
    return chosen && offered.includes(chosen) ? chosen : fallback;
  }

  private async compose(
    row: OutboxRow,
    language: Language,
    who: { name: string; register: string },
  ): Promise<ComposedText | null> {
    const { campus } = this.config;
    if (row.kind === 'absence') {
      const slot =
        row.period !== null && row.subject_id !== null
          ? { subjectId: row.subject_id, period: row.period }
          : undefined;
      const periods = await this.repo.absentPeriods(row.student_id, row.day, slot);
      return periods.length === 0 ? null : absenceText(campus, language, who, row.day, periods);
    }
    const facts = JSON.parse(row.facts ?? '{}') as unknown;
    return row.kind === 'shortage'
      ? shortageText(campus, language, who, facts as ShortageFacts)
      : consecutiveText(campus, language, who, facts as ConsecutiveFacts);
  }
}
