import { z } from 'zod';
import { MAX_SEMESTER } from '../constants';
import { isoDate } from './common';
import { CLOCK_PATTERN, timetableProblem } from '../rules/timetable';
import { languageSchema } from './language';

export const periodStartSchema = z.object({
  number: z.number().int(),
  starts: z.string().regex(CLOCK_PATTERN, 'must be an HH:MM time'),
});

/** The daily timetable of a campus config: when each period starts, in the campus zone. */
export const timetableSchema = z
  .array(periodStartSchema)
  .min(1)
  .superRefine((timetable, ctx) => {
    const problem = timetableProblem(timetable);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const datedEntry = z.object({ date: isoDate, name: z.string().min(1).max(100) });
export const campusCalendarSchema = z.object({
  terms: z
    .array(
      z
        .object({
          semester: z.number().int().min(1).max(MAX_SEMESTER),
          firstDay: isoDate,
          lastDay: isoDate,
        })
        .refine((t) => t.firstDay <= t.lastDay, { error: 'firstDay must not be after lastDay' }),
    )
    .default([]),
  holidays: z.array(datedEntry).default([]),
  workingDays: z.array(datedEntry).default([]),
});
export type CampusCalendar = z.infer<typeof campusCalendarSchema>;

const smsTemplate = z.object({
  text: z.string().min(1).max(500),
  templateId: z.string().min(1).nullable(),
});

const otpTemplate = smsTemplate.extend({
  text: z.string().min(1).includes('{code}', { error: 'must contain {code}' }),
});

/** A language's own copies of the SMS texts: the sign-in code and the four alerts. */
const translatedTemplates = z.object({
  otp: otpTemplate.optional(),
  absence: smsTemplate.optional(),
  shortage: smsTemplate.optional(),
  shortageBudget: smsTemplate.optional(),
  consecutive: smsTemplate.optional(),
});

export const campusConfigSchema = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  shortLabel: z.string().min(1).max(20),
  logo: z.string().optional(),
  departments: z
    .array(z.object({ code: z.string().regex(/^[A-Z][A-Z0-9_]*$/), name: z.string().min(1) }))
    .min(1),
  /** Optional; without it the default eight-period timetable applies. */
  periods: timetableSchema.optional(),
  /** Campus-wide terms (per semester), holidays and working days (issue 20); optional. */
  calendar: campusCalendarSchema.optional(),
  /**
   * How names sort and are searched (a BCP 47 locale: ta-IN, hi-IN); en-IN when left out. The
   * server checks it with isKnownLocale (not here: this schema is in the login page's code).
   */
  locale: z.string().optional(),
  /**
   * SMS texts (issue 50), each a DLT-registered template: placeholders {code}, {minutes} and
   * {campus}; templateId is the DLT template id (null where DLT does not apply).
   */
  sms: z
    .object({
      otp: otpTemplate,
      /**
       * The same texts in the other languages (each its own DLT template), by language; each
       * left out is the portal's own Hindi or Tamil default (issue 53).
       */
      translations: z
        .object({
          hi: translatedTemplates.optional(),
          ta: translatedTemplates.optional(),
        })
        .optional(),
      /**
       * Alerts to parents (issue 51), each optional (English defaults): placeholders {name},
       * {register}, {date}, {periods}, {subject}, {percent}, {line}, {days}, {campus}.
       */
      absence: smsTemplate.optional(),
      shortage: smsTemplate.optional(),
      shortageBudget: smsTemplate.optional(),
      consecutive: smsTemplate.optional(),
    })
    .optional(),
  /**
   * The languages the portal offers (issue 53): the default of anyone who chose none, and the
   * ones a person may choose. English, Hindi and Tamil offered when left out; default English.
   */
  languages: z
    .object({ default: languageSchema, offered: z.array(languageSchema).min(1) })
    .refine((l) => l.offered.includes(l.default), { error: 'offered must include the default' })
    .optional(),
});
export type CampusConfig = z.infer<typeof campusConfigSchema>;

/** What GET /api/campus answers. */
export const campusInfo = z.object({
  name: z.string(),
  address: z.string(),
  shortLabel: z.string(),
  logoUrl: z.string(),
  departments: z.array(z.object({ code: z.string(), name: z.string() })),
  timezone: z.string(),
  /** The campus locale: names sort and are searched in its collation (rules/names). */
  locale: z.string(),
  /** The default language and the ones offered (issue 53). */
  languages: z.object({ default: languageSchema, offered: z.array(languageSchema) }),
  markingWindow: z.object({ start: z.string(), end: z.string() }),
  periods: z.array(z.number()),
  /** When each period starts, 'HH:MM' in the campus zone. */
  timetable: z.array(z.object({ number: z.number(), starts: z.string() })),
  /** Campus days before today that may still be marked (MARKING_BACKFILL_DAYS). */
  markingBackfillDays: z.number(),
  thresholds: z.object({ lowAttendance: z.number(), cumulativeOnDuty: z.number() }),
  captchaLength: z.number(),
});
export type CampusInfo = z.infer<typeof campusInfo>;

/** GET /api/health while the database answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });

/** GET /api/campus/manifest.webmanifest: the web app manifest of this campus. */
export const webManifest = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});
