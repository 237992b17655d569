import { z } from 'zod';
import { clockIsQuiet, alertClock } from '../rules/alerts';
import { DEFAULT_ABSENCE_DAYS, MAX_ABSENCE_DAYS } from './oversight';
import { isoDate, wholeNumber } from './common';
import { languageSchema } from './language';

/** Alerts to parents (issue 51): texts the server answers with. */
export const ALERT_MESSAGES = {
  quietDailyTime: 'The daily time falls inside the quiet hours: no SMS could go then.',
  stopped: 'Alerts to this number are stopped.',
  started: 'Alerts to this number are on.',
  noDeliveries: 'No alert matches these filters',
} as const;

export const ALERT_KINDS = ['absence', 'shortage', 'consecutive'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  absence: 'Absence',
  shortage: 'Shortage',
  consecutive: 'Consecutive absences',
};

/** waiting: not sent yet (with why); sent; failed (given up, with why); cancelled (not needed). */
export const ALERT_STATES = ['waiting', 'sent', 'failed', 'cancelled'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const ABSENCE_MODES = ['daily', 'immediate'] as const;
export const DEFAULT_ALERT_TIME = '17:30';
export const DEFAULT_DAILY_CAP = 1000;
export const MAX_DAILY_CAP = 100_000;

const clock = z
  .string({ error: 'is required' })
  .trim()
  .refine((text) => alertClock(text) !== null, { error: 'must be a time as HH:MM' });

export const alertSettings = z.object({
  absence: z.boolean(),
  absenceMode: z.enum(ABSENCE_MODES),
  /** 'HH:MM' campus time of the daily run (absence in daily mode, shortage, consecutive). */
  dailyTime: z.string(),
  shortage: z.boolean(),
  consecutive: z.boolean(),
  /** N of the oversight list's consecutive absences. */
  consecutiveDays: z.number(),
  /** Messages per campus day; over it the rest wait for the next day. */
  dailyCap: z.number(),
  /** No SMS from start to end (campus time); null: none. */
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type AlertSettings = z.infer<typeof alertSettings>;

export const alertSettingsBody = z
  .object({
    absence: z.boolean(),
    absenceMode: z.enum(ABSENCE_MODES, { error: 'must be daily or immediate' }),
    dailyTime: clock,
    shortage: z.boolean(),
    consecutive: z.boolean(),
    consecutiveDays: wholeNumber(1, MAX_ABSENCE_DAYS),
    dailyCap: wholeNumber(1, MAX_DAILY_CAP),
    quietHours: z.object({ start: clock, end: clock }).nullable(),
  })
  .refine((b) => !clockIsQuiet(alertClock(b.dailyTime) ?? 0, b.quietHours), {
    error: ALERT_MESSAGES.quietDailyTime,
    path: ['dailyTime'],
  });
export type AlertSettingsBody = z.infer<typeof alertSettingsBody>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  absence: false,
  absenceMode: 'daily',
  dailyTime: DEFAULT_ALERT_TIME,
  shortage: false,
  consecutive: false,
  consecutiveDays: DEFAULT_ABSENCE_DAYS,
  dailyCap: DEFAULT_DAILY_CAP,
  quietHours: { start: '21:00', end: '07:00' },
};

export const alertCounts = z.object({
  sent: z.number(),
  waiting: z.number(),
  failed: z.number(),
  /** SMS parts today's sent messages took (issue 53): what the gateway bills. */
  parts: z.number(),
});

/** GET /api/alerts/settings and PUT's answer. */
export const alertSettingsAnswer = z.object({
  settings: alertSettings,
  /** Where the messages go: the gateway's mode (as the family side's overview says it). */
  sms: z.object({ mode: z.enum(['log', 'webhook', 'msg91']) }),
  today: alertCounts,
});
export type AlertSettingsAnswer = z.infer<typeof alertSettingsAnswer>;

export const alertLogQuery = z.object({
  state: z.enum(ALERT_STATES, { error: 'must be waiting, sent, failed or cancelled' }).optional(),
  kind: z.enum(ALERT_KINDS, { error: 'must be absence, shortage or consecutive' }).optional(),
  /** The campus day the alerts were made. */
  date: isoDate.optional(),
  /** Part of a register number or student name. */
  search: z.string().trim().max(60).optional(),
});
export type AlertLogQuery = z.infer<typeof alertLogQuery>;

export const alertDelivery = z.object({
  id: z.number(),
  studentID: z.number(),
  registerNumber: z.string(),
  studentName: z.string(),
  kind: z.enum(ALERT_KINDS),
  recipient: z.enum(['parent', 'student']),
  day: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  state: z.enum(ALERT_STATES),
  reason: z.string(),
  attempts: z.number(),
  phone: z.string().nullable(),
  text: z.string().nullable(),
  /** The language of the text (the recipient's) and the SMS parts it takes; null until made. */
  language: languageSchema.nullable(),
  parts: z.number().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDelivery>;

export const ALERT_LOG_LIMIT = 500;

/** GET /api/alerts/deliveries */
export const alertLog = z.object({
  today: alertCounts,
  /** The newest first, at most ALERT_LOG_LIMIT. */
  deliveries: z.array(alertDelivery),
  more: z.boolean(),
});
export type AlertLog = z.infer<typeof alertLog>;

/** GET/PUT /api/family/alerts: whether alerts to the signed-in phone are stopped. */
export const familyAlertsAnswer = z.object({ stopped: z.boolean(), message: z.string() });
export type FamilyAlertsAnswer = z.infer<typeof familyAlertsAnswer>;
export const familyAlertsBody = z.object({
  stopped: z.boolean({ error: 'must be true or false' }),
});
