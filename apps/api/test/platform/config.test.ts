import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { repoRoot, startServer } from '../drills/server-process';
import { scratchDirs } from '../scratch-dirs';

const tempDir = scratchDirs('attendance-config-');

describe('settings', () => {
  it('has documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({}, dir);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', path: join(dir, 'data', 'attendance.db') });
    expect(config.markingWindow).toEqual({ startMinutes: 540, endMinutes: 1140 });
    expect(config.campus.departments.map((d) => d.code)).toEqual([
      'CSE',
      'ECE',
      'EEE',
      'MECH',
      'CIVIL',
      'CSE_AI_ML',
      'MBA',
    ]);
    expect(config.captchaFixedAnswer).toBeUndefined();
    expect(config.registrationApproval).toBe(true);
    expect(config.demoData).toBe(false);
  });

  it('generates the app secret once, readable by its owner only', () => {
    const dir = tempDir();
    const first = loadConfig({}, dir).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'data', 'app-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, dir).appSecret.equals(first)).toBe(true);
  });

  it('reads the three database URL forms', () => {
    const dir = tempDir();
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }, dir).database).toEqual({
      kind: 'sqlite',
      path: ':memory:',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:db/x.db' }, dir).database).toEqual({
      kind: 'sqlite',
      path: join(dir, 'db/x.db'),
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }, dir).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/d',
    });
  });

  it('reads a campus config file over the defaults, and refuses one whose logo is missing', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'campus.json'),
      JSON.stringify({ name: 'St. Example College', shortLabel: 'SEC' }),
    );
    const campus = loadConfig({ CAMPUS_CONFIG: 'campus.json' }, dir).campus;
    expect(campus).toMatchObject({ name: 'St. Example College', shortLabel: 'SEC' });
    expect(campus.departments).toHaveLength(7);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ logo: 'crest.png' }));
    expect(() => loadConfig({ CAMPUS_CONFIG: 'bad.json' }, dir)).toThrow(
      'logo file crest.png does not exist',
    );
  });

  it("takes the campus locale of the config file, and refuses one Intl doesn't know", () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'campus.json'), JSON.stringify({ locale: 'ta-IN' }));
    expect(loadConfig({ CAMPUS_CONFIG: 'campus.json' }, dir).campus.locale).toBe('ta-IN');
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ locale: 'Tamil please' }));
    expect(() => loadConfig({ CAMPUS_CONFIG: 'bad.json' }, dir)).toThrow(
      "locale must be a locale such as en-IN, ta-IN or hi-IN, not 'Tamil please'",
    );
  });

  it('binds passkeys to PUBLIC_ORIGIN, and requires it beyond the loopback unless PASSKEYS=off', () => {
    const dir = tempDir();
    const behindNginx = loadConfig({ PUBLIC_ORIGIN: 'https://attendance.college.edu' }, dir);
    expect(behindNginx.passkeys.publicOrigin?.hostname).toBe('attendance.college.edu');
    expect(behindNginx.passkeys.graceDays).toBe(7);
    expect(() => loadConfig({ HOST: '0.0.0.0' }, dir)).toThrow(
      'PUBLIC_ORIGIN is required when the portal is reached by another name than localhost',
    );
    expect(loadConfig({ HOST: '0.0.0.0', PASSKEYS: 'off' }, dir).passkeys.enabled).toBe(false);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'http://attendance.college.edu' }, dir)).toThrow(
      'PUBLIC_ORIGIN must start with https://',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://college.edu/portal' }, dir)).toThrow(
      'PUBLIC_ORIGIN is an origin only',
    );
  });

  it.each([
    [{ PORT: '80000' }, "PORT must be a whole number from 0 to 65535, not '80000'"],
    [
      { DATABASE_URL: 'mysql://x' },
      "DATABASE_URL must be 'sqlite:PATH', 'sqlite::memory:' or 'postgres://…'",
    ],
    [
      { CAMPUS_TIMEZONE: 'Mars/Olympus' },
      "CAMPUS_TIMEZONE 'Mars/Olympus' is not an IANA time zone",
    ],
    [
      { MARKING_WINDOW: '19:00-09:00' },
      'MARKING_WINDOW must look like 09:00-19:00 and open before it closes',
    ],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 bytes long'],
    [
      { MARKING_BACKFILL_DAYS: '-1' },
      "MARKING_BACKFILL_DAYS must be a whole number from 0 to 36500, not '-1'",
    ],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be 1 (load the demo campus) or 0'],
    [{ REGISTRATION_APPROVAL: 'maybe' }, 'REGISTRATION_APPROVAL must be on (the default) or off'],
    [{ CAMPUS_CONFIG: 'missing.json' }, 'missing.json does not exist'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env, tempDir())).toThrow(ConfigError);
    expect(() => loadConfig(env, tempDir())).toThrow(message);
  });
});

describe('the server process', () => {
  const run = (env: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });

  it('stops at start with the message of a bad setting', async () => {
    const child = run({ PORT: 'eighty', DATA_DIR: tempDir() });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT must be a whole number from 0 to 65535, not 'eighty'");
  });

  it('migrates, serves health, warns about a fixed CAPTCHA and shuts down cleanly on SIGTERM', async () => {
    const dir = tempDir();
    // startServer waits for the first 200 from /api/health against a deadline, on a port it
    // found free: a count of tries ran out while tsx's first load was slow on a busy CI machine.
    const server = await startServer(dir, {
      DATABASE_URL: `sqlite:${join(dir, 'p.db')}`,
      CAPTCHA_FIXED_ANSWER: 'ABC123',
      REGISTRATION_APPROVAL: 'off',
    });
    expect(server.output()).toContain('CAPTCHA_FIXED_ANSWER is set');
    expect(server.output()).toContain('REGISTRATION_APPROVAL is off');
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 60_000);
});
