import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import {
  DEFAULT_MARKING_WINDOW,
  isValidTimeZone,
  parseMarkingWindow,
  parseWeeklyDaysOff,
  type CampusConfig,
  type Weekday,
  type MarkingWindow,
} from '@attendance/domain';
import { z } from 'zod';
import { loadCampusConfig } from './campus';
import { onOff, refuse, setting, whole } from './env';
import { familyChecks, familyEnvironment, familySettings, type FamilySettings } from './family';

export type DatabaseTarget =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; schema?: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  appSecret: Buffer;
  timezone: string;
  markingWindow: MarkingWindow;
  /** Campus days before today that may still be marked. */
  markingBackfillDays: number;
  /** WEEKLY_DAYS_OFF: the weekdays nobody teaches (default Sunday; test campuses: none). */
  weeklyDaysOff: Weekday[];
  captchaFixedAnswer: string | undefined;
  /** On: a registration waits for its department's approval. Off (test campuses): signs in at once. */
  registrationApproval: boolean;
  demoData: boolean;
  campus: CampusConfig;
  campusDir: string;
  webDist: string | undefined;
  /** Off, the number of proxy hops to believe, or the proxies' addresses and subnets. */
  trustProxy: false | number | string[];
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Requests one API token may make per minute (API_TOKEN_RATE_PER_MINUTE). */
  apiTokenRatePerMinute: number;
  logLevel: string;
  /** Heavy reads and workbooks: worker threads (0: on the main thread) and their bounds. */
  reports: ReportLimits;
  /** SQLite: who copies the write-ahead log into the database file (SQLITE_CHECKPOINTS). */
  sqliteCheckpoints: 'thread' | 'inline';
  /** Passkeys (issue 21): off, or on with the public origin they are bound to (see passkeyOrigin). */
  passkeys: PasskeySettings;
  /** The student and parent side (issue 50): phones, code limits, the SMS gateway. */
  family: FamilySettings;
  /** Alerts to parents (issue 51): how often the sender looks for work, how long claims hold. */
  alerts: { tickMs: number; leaseSeconds: number };
  /** The one clock of the server; tests replace it. */
  now: () => Date;
}

export interface ReportLimits {
  workers: number;
  timeoutSeconds: number;
  /** Exports (.xlsx) one staff member may have under way at once. */
  perStaff: number;
  /** Heavy reads and exports under way or waiting, campus-wide. */
  inFlight: number;
}

export interface PasskeySettings {
  enabled: boolean;
  /** PUBLIC_ORIGIN: the address staff type (its host is the relying party ID); unset: localhost only. */
  publicOrigin: URL | undefined;
  /** Days after approval (or a reset, or the policy turning on) to add a passkey. */
  graceDays: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** The environment's schema: each variable read and checked once (config/env.ts). */
const environment = z
  .object({
    PORT: whole('PORT', 8080, 0, 65535),
    CAMPUS_TIMEZONE: setting(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      (zone) => (isValidTimeZone(zone) ? zone : undefined),
      (zone) => `CAMPUS_TIMEZONE '${zone}' is not an IANA time zone such as Asia/Kolkata`,
    ),
    MARKING_WINDOW: setting(
      parseMarkingWindow(DEFAULT_MARKING_WINDOW) as MarkingWindow,
      (window) => parseMarkingWindow(window) ?? undefined,
      () => 'MARKING_WINDOW must look like 09:00-19:00 and open before it closes',
      true,
    ),
    APP_SECRET: z
      .string()
      .refine(
        (secret) => Buffer.byteLength(secret) >= 32,
        'APP_SECRET must be at least 32 bytes long',
      )
      .optional(),
    // Large values are for drills and benchmarks that replay old dates.
    MARKING_BACKFILL_DAYS: whole('MARKING_BACKFILL_DAYS', 3, 0, 36500),
    WEEKLY_DAYS_OFF: setting(
      parseWeeklyDaysOff('Sun') as Weekday[],
      (days) => parseWeeklyDaysOff(days) ?? undefined,
      (days) =>
        `WEEKLY_DAYS_OFF must list weekdays such as Sun or Sat,Sun (empty: none), not '${days}'`,
      true,
    ),
    TRUST_PROXY: z.string().optional().transform(trustProxy),
    REGISTRATION_APPROVAL: onOff(true, 'REGISTRATION_APPROVAL must be on (the default) or off'),
    DEMO_DATA: z
      .enum(['', '0', '1'], { error: 'DEMO_DATA must be 1 (load the demo campus) or 0' })
      .optional(),
    SESSION_IDLE_MINUTES: whole('SESSION_IDLE_MINUTES', 120, 1, 24 * 60),
    SESSION_MAX_HOURS: whole('SESSION_MAX_HOURS', 12, 1, 24 * 14),
    REPORT_WORKERS: whole('REPORT_WORKERS', 2, 0, 16),
    REPORT_TIMEOUT_SECONDS: whole('REPORT_TIMEOUT_SECONDS', 120, 1, 3600),
    REPORTS_PER_STAFF: whole('REPORTS_PER_STAFF', 1, 1, 20),
    REPORTS_IN_FLIGHT: whole('REPORTS_IN_FLIGHT', 8, 1, 1000),
    API_TOKEN_RATE_PER_MINUTE: whole('API_TOKEN_RATE_PER_MINUTE', 60, 1, 10_000),
    SQLITE_CHECKPOINTS: z
      .enum(['thread', 'inline'], {
        error: (issue) =>
          `SQLITE_CHECKPOINTS must be thread or inline, not "${String(issue.input)}"`,
      })
      .default('thread'),
    PASSKEYS: onOff(true, 'PASSKEYS must be on (the default) or off'),
    PASSKEY_GRACE_DAYS: whole('PASSKEY_GRACE_DAYS', 7, 0, 365),
    PUBLIC_ORIGIN: z.string().optional().transform(publicOrigin),
    HOST: z
      .string()
      .optional()
      .transform((host) => host || '127.0.0.1'),
    ...familyEnvironment,
    // Alerts to parents (issue 51): 0 looks for work only when asked (the tests' fixed clock).
    ALERTS_TICK_MS: whole('ALERTS_TICK_MS', 5_000, 0, 3_600_000),
    ALERTS_LEASE_SECONDS: whole('ALERTS_LEASE_SECONDS', 60, 1, 3_600),
  })
  .superRefine((env, ctx) => {
    if (env.PASSKEYS && !env.PUBLIC_ORIGIN && !isLoopbackName(env.HOST)) {
      refuse(
        ctx,
        `PUBLIC_ORIGIN is required when the portal is reached by another name than localhost (HOST=${env.HOST}): ` +
          'set it to the https address staff type, or PASSKEYS=off where passkeys cannot work (plain HTTP)',
      );
    }
    familyChecks(env, ctx);
  });

/** Reads and checks every setting once; any bad value throws a ConfigError naming the setting. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const parsed = environment.safeParse(env);
  const problems = parsed.error?.issues.map((issue) => issue.message) ?? [];
  const dataDir = resolve(cwd, env.DATA_DIR ?? 'data');
  const database = parseDatabaseUrl(env.DATABASE_URL, dataDir, cwd, problems);
  const campusPath = resolve(cwd, env.CAMPUS_CONFIG ?? 'config/campus.json');
  let campus: CampusConfig | undefined;
  try {
    campus = loadCampusConfig(campusPath, env.CAMPUS_CONFIG !== undefined);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!parsed.success || problems.length > 0 || !campus) {
    throw new ConfigError(`Invalid settings:\n  - ${problems.join('\n  - ')}`);
  }
  const e = parsed.data;
  const webDist = resolve(cwd, env.WEB_DIST ?? 'apps/web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    appSecret: e.APP_SECRET ? Buffer.from(e.APP_SECRET) : storedSecret(dataDir),
    timezone: e.CAMPUS_TIMEZONE,
    markingWindow: e.MARKING_WINDOW,
    markingBackfillDays: e.MARKING_BACKFILL_DAYS,
    weeklyDaysOff: e.WEEKLY_DAYS_OFF,
    captchaFixedAnswer: env.CAPTCHA_FIXED_ANSWER || undefined,
    registrationApproval: e.REGISTRATION_APPROVAL,
    demoData: e.DEMO_DATA === '1',
    campus,
    campusDir: dirname(campusPath),
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : undefined,
    sqliteCheckpoints: e.SQLITE_CHECKPOINTS,
    trustProxy: e.TRUST_PROXY,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    apiTokenRatePerMinute: e.API_TOKEN_RATE_PER_MINUTE,
    logLevel: env.LOG_LEVEL || 'info',
    reports: {
      workers: e.REPORT_WORKERS,
      timeoutSeconds: e.REPORT_TIMEOUT_SECONDS,
      perStaff: e.REPORTS_PER_STAFF,
      inFlight: e.REPORTS_IN_FLIGHT,
    },
    passkeys: {
      enabled: e.PASSKEYS,
      publicOrigin: e.PUBLIC_ORIGIN,
      graceDays: e.PASSKEY_GRACE_DAYS,
    },
    family: familySettings(e),
    alerts: { tickMs: e.ALERTS_TICK_MS, leaseSeconds: e.ALERTS_LEASE_SECONDS },
    now: () => new Date(),
  };
}

function parseDatabaseUrl(
  text: string | undefined,
  dataDir: string,
  cwd: string,
  problems: string[],
): DatabaseTarget {
  if (!text) return { kind: 'sqlite', path: resolve(dataDir, 'attendance.db') };
  if (text === 'sqlite::memory:') return { kind: 'sqlite', path: ':memory:' };
  if (text.startsWith('sqlite:')) {
    const path = text.slice('sqlite:'.length);
    if (path) return { kind: 'sqlite', path: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  if (/^postgres(ql)?:\/\//.test(text)) return { kind: 'postgres', url: text };
  problems.push("DATABASE_URL must be 'sqlite:PATH', 'sqlite::memory:' or 'postgres://…'");
  return { kind: 'sqlite', path: ':memory:' };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackName(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname.toLowerCase());
}

/**
 * PUBLIC_ORIGIN: WebAuthn binds a passkey to the name staff type, and browsers allow it only in a
 * secure context, so it is https (or http on localhost); required beyond the loopback (above).
 */
function publicOrigin(text: string | undefined, ctx: z.RefinementCtx): URL | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  let origin: URL;
  try {
    origin = new URL(value);
  } catch {
    return refuse(
      ctx,
      `PUBLIC_ORIGIN must be the portal's address such as https://attendance.college.edu, not '${value}'`,
    );
  }
  if (origin.pathname !== '/' || origin.search || origin.hash || origin.username) {
    return refuse(
      ctx,
      `PUBLIC_ORIGIN is an origin only (scheme, name and port, no path): '${value}'`,
    );
  }
  const loopbackHttp = origin.protocol === 'http:' && isLoopbackName(origin.hostname);
  if (origin.protocol !== 'https:' && !loopbackHttp) {
    return refuse(
      ctx,
      `PUBLIC_ORIGIN must start with https:// (passkeys need HTTPS), not '${value}'`,
    );
  }
  return origin;
}

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || prefix === undefined || extra !== undefined) return false;
  if (isIP(prefix) === family) return true; // a netmask such as 255.255.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * 'true' would believe any client's X-Forwarded-For, so it is refused rather than guessed at;
 * a number is the count of proxies in front of the server (1: the nearest hop only).
 */
function trustProxy(text: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  const value = text?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
    return refuse(ctx, `TRUST_PROXY as a number of proxies must be from 0 to 10, not '${value}'`);
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !isAddressOrSubnet(entry));
  if (bad.length > 0) {
    return refuse(
      ctx,
      `TRUST_PROXY must be the proxy's addresses or subnets (such as 127.0.0.1 or 10.0.0.0/8) ` +
        `or the number of proxies in front (such as 1), not '${bad.join("', '")}'`,
    );
  }
  return list;
}

/** A secret generated on first start and kept beside the database, readable by its owner only. */
function storedSecret(dataDir: string): Buffer {
  const file = resolve(dataDir, 'app-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return Buffer.from(secret);
}
