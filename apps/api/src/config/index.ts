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
import { loadCampusConfig } from './campus';
import { parseFamilySettings, type FamilySettings } from './family';

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

/** Reads and checks every setting once; any bad value throws a ConfigError naming the setting. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const dataDir = resolve(cwd, env.DATA_DIR ?? 'data');

  const port = parseInteger(env.PORT, 8080, 0, 65535, 'PORT', problems);
  const database = parseDatabaseUrl(env.DATABASE_URL, dataDir, cwd, problems);
  const timezone = env.CAMPUS_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(timezone)) {
    problems.push(`CAMPUS_TIMEZONE '${timezone}' is not an IANA time zone such as Asia/Kolkata`);
  }
  const markingWindow = parseMarkingWindow(env.MARKING_WINDOW ?? DEFAULT_MARKING_WINDOW);
  if (!markingWindow) {
    problems.push(`MARKING_WINDOW must look like 09:00-19:00 and open before it closes`);
  }
  if (env.APP_SECRET !== undefined && Buffer.byteLength(env.APP_SECRET) < 32) {
    problems.push('APP_SECRET must be at least 32 bytes long');
  }
  // Large values are for drills and benchmarks that replay old dates.
  const markingBackfillDays = parseInteger(
    env.MARKING_BACKFILL_DAYS,
    3,
    0,
    36500,
    'MARKING_BACKFILL_DAYS',
    problems,
  );
  const weeklyDaysOff = parseWeeklyDaysOff(env.WEEKLY_DAYS_OFF ?? 'Sun');
  if (!weeklyDaysOff) {
    problems.push(
      `WEEKLY_DAYS_OFF must list weekdays such as Sun or Sat,Sun (empty: none), not '${env.WEEKLY_DAYS_OFF}'`,
    );
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const approval = env.REGISTRATION_APPROVAL?.trim().toLowerCase() || 'on';
  if (!['on', 'off'].includes(approval)) {
    problems.push('REGISTRATION_APPROVAL must be on (the default) or off');
  }
  if (env.DEMO_DATA !== undefined && !['', '0', '1'].includes(env.DEMO_DATA)) {
    problems.push('DEMO_DATA must be 1 (load the demo campus) or 0');
  }
  const sessionIdleMinutes = parseInteger(
    env.SESSION_IDLE_MINUTES,
    120,
    1,
    24 * 60,
    'SESSION_IDLE_MINUTES',
    problems,
  );
  const sessionMaxHours = parseInteger(
    env.SESSION_MAX_HOURS,
    12,
    1,
    24 * 14,
    'SESSION_MAX_HOURS',
    problems,
  );

  const reports: ReportLimits = {
    workers: parseInteger(env.REPORT_WORKERS, 2, 0, 16, 'REPORT_WORKERS', problems),
    timeoutSeconds: parseInteger(
      env.REPORT_TIMEOUT_SECONDS,
      120,
      1,
      3600,
      'REPORT_TIMEOUT_SECONDS',
      problems,
    ),
    perStaff: parseInteger(env.REPORTS_PER_STAFF, 1, 1, 20, 'REPORTS_PER_STAFF', problems),
    inFlight: parseInteger(env.REPORTS_IN_FLIGHT, 8, 1, 1000, 'REPORTS_IN_FLIGHT', problems),
  };
  const passkeys = parsePasskeySettings(env, problems);
  const family = parseFamilySettings(env, problems);
  const sqliteCheckpoints = env.SQLITE_CHECKPOINTS ?? 'thread';
  if (sqliteCheckpoints !== 'thread' && sqliteCheckpoints !== 'inline') {
    problems.push(`SQLITE_CHECKPOINTS must be thread or inline, not "${sqliteCheckpoints}"`);
  }

  const campusPath = env.CAMPUS_CONFIG
    ? resolve(cwd, env.CAMPUS_CONFIG)
    : resolve(cwd, 'config/campus.json');
  let campus: CampusConfig | undefined;
  try {
    campus = loadCampusConfig(campusPath, env.CAMPUS_CONFIG !== undefined);
  } catch (error) {
    problems.push((error as Error).message);
  }

  if (problems.length > 0 || !markingWindow || !campus || !weeklyDaysOff) {
    throw new ConfigError(`Invalid settings:\n  - ${problems.join('\n  - ')}`);
  }

  const webDist = resolve(cwd, env.WEB_DIST ?? 'apps/web/dist');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    database,
    appSecret: env.APP_SECRET ? Buffer.from(env.APP_SECRET) : storedSecret(dataDir),
    timezone,
    markingWindow,
    markingBackfillDays,
    weeklyDaysOff,
    captchaFixedAnswer: env.CAPTCHA_FIXED_ANSWER || undefined,
    registrationApproval: approval !== 'off',
    demoData: env.DEMO_DATA === '1',
    campus,
    campusDir: dirname(campusPath),
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : undefined,
    sqliteCheckpoints: sqliteCheckpoints === 'inline' ? 'inline' : 'thread',
    trustProxy,
    sessionIdleMinutes,
    sessionMaxHours,
    apiTokenRatePerMinute: parseInteger(
      env.API_TOKEN_RATE_PER_MINUTE,
      60,
      1,
      10_000,
      'API_TOKEN_RATE_PER_MINUTE',
      problems,
    ),
    logLevel: env.LOG_LEVEL || 'info',
    reports,
    passkeys,
    family,
    now: () => new Date(),
  };
}

function parseInteger(
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, not '${text}'`);
    return fallback;
  }
  return value;
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
 * WebAuthn binds a passkey to the name staff type, and browsers allow it only in a secure
 * context: so PUBLIC_ORIGIN is https (or http on localhost), and it is required as soon as the
 * server listens beyond the loopback, unless PASSKEYS=off (a plain-HTTP campus LAN).
 */
function parsePasskeySettings(env: Env, problems: string[]): PasskeySettings {
  const switchText = env.PASSKEYS?.trim().toLowerCase() || 'on';
  if (!['on', 'off'].includes(switchText))
    problems.push('PASSKEYS must be on (the default) or off');
  const graceDays = parseInteger(env.PASSKEY_GRACE_DAYS, 7, 0, 365, 'PASSKEY_GRACE_DAYS', problems);
  let publicOrigin: URL | undefined;
  const text = env.PUBLIC_ORIGIN?.trim();
  if (text) {
    try {
      publicOrigin = new URL(text);
    } catch {
      problems.push(
        `PUBLIC_ORIGIN must be the portal's address such as https://attendance.college.edu, not '${text}'`,
      );
    }
    if (
      publicOrigin &&
      (publicOrigin.pathname !== '/' ||
        publicOrigin.search ||
        publicOrigin.hash ||
        publicOrigin.username)
    ) {
      problems.push(`PUBLIC_ORIGIN is an origin only (scheme, name and port, no path): '${text}'`);
    } else if (
      publicOrigin &&
      publicOrigin.protocol !== 'https:' &&
      !(publicOrigin.protocol === 'http:' && isLoopbackName(publicOrigin.hostname))
    ) {
      problems.push(`PUBLIC_ORIGIN must start with https:// (passkeys need HTTPS), not '${text}'`);
    }
  }
  const host = env.HOST || '127.0.0.1';
  if (switchText === 'on' && !text && !isLoopbackName(host)) {
    problems.push(
      `PUBLIC_ORIGIN is required when the portal is reached by another name than localhost (HOST=${host}): ` +
        'set it to the https address staff type, or PASSKEYS=off where passkeys cannot work (plain HTTP)',
    );
  }
  return { enabled: switchText !== 'off', publicOrigin, graceDays };
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
function parseTrustProxy(text: string | undefined, problems: string[]): false | number | string[] {
  const value = text?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
    problems.push(`TRUST_PROXY as a number of proxies must be from 0 to 10, not '${value}'`);
    return false;
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !isAddressOrSubnet(entry));
  if (bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be the proxy's addresses or subnets (such as 127.0.0.1 or 10.0.0.0/8) ` +
        `or the number of proxies in front (such as 1), not '${bad.join("', '")}'`,
    );
    return false;
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
