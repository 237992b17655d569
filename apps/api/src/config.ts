import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import {
  DEFAULT_MARKING_WINDOW,
  isValidTimeZone,
  parseMarkingWindow,
  type CampusConfig,
  type MarkingWindow,
} from '@attendance/domain';
import { loadCampusConfig } from './campus-config';

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
  /** The one clock of the server; tests replace it. */
  now: () => Date;
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

  const campusPath = env.CAMPUS_CONFIG
    ? resolve(cwd, env.CAMPUS_CONFIG)
    : resolve(cwd, 'config/campus.json');
  let campus: CampusConfig | undefined;
  try {
    campus = loadCampusConfig(campusPath, env.CAMPUS_CONFIG !== undefined);
  } catch (error) {
    problems.push((error as Error).message);
  }

  if (problems.length > 0 || !markingWindow || !campus) {
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
    captchaFixedAnswer: env.CAPTCHA_FIXED_ANSWER || undefined,
    registrationApproval: approval !== 'off',
    demoData: env.DEMO_DATA === '1',
    campus,
    campusDir: dirname(campusPath),
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : undefined,
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
