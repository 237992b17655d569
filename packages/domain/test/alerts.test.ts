import { describe, expect, it } from 'vitest';
import {
  alertSettingsBody,
  BUDGET_LINE,
  DEFAULT_ALERT_SETTINGS,
  linesBelow,
  mostSevereLine,
  nextClock,
  quietUntil,
  retryDelayMs,
} from '../src';

const KOLKATA = 'Asia/Kolkata';

describe('shortage lines, from the totals', () => {
  it('is below 75 and 65 by whole-number comparisons', () => {
    expect(linesBelow(4, 3, null)).toEqual([]); // 75.00 %: not below
    expect(linesBelow(3, 2, null)).toEqual([75]); // 66.67 %
    expect(linesBelow(5, 3, null)).toEqual([75, 65]); // 60 %
    expect(linesBelow(0, 0, null)).toEqual([]); // nothing held yet
  });

  it('reaches "attend every remaining period" when no period is left to miss', () => {
    // H 40, A 32 (80 %), R 20: ⌊(100·52 − 75·60) / 100⌋ = ⌊700 / 100⌋ = 7 to miss: not yet.
    expect(linesBelow(40, 32, 20)).toEqual([]);
    // H 40, A 30 (75 %), R 20: ⌊(5000 − 4500) / 100⌋ = 5: not yet.
    expect(linesBelow(40, 30, 20)).toEqual([]);
    // H 40, A 30, R 3: ⌊(3300 − 3225) / 100⌋ = 0: every remaining period must be attended.
    expect(linesBelow(40, 30, 3)).toEqual([BUDGET_LINE]);
    // H 40, A 25 (62.5 %), R 10: ⌊(3500 − 3750) / 100⌋ < 0: below every line.
    expect(linesBelow(40, 25, 10)).toEqual([75, 65, BUDGET_LINE]);
    expect(mostSevereLine([75, 65, BUDGET_LINE])).toBe(BUDGET_LINE);
    expect(mostSevereLine([75, 65])).toBe(65);
    expect(mostSevereLine([])).toBeNull();
  });
});

describe('when an SMS may go', () => {
  it('waits out quiet hours across midnight, in campus time', () => {
    const quiet = { start: '21:00', end: '07:00' };
    // 22:30 in Kolkata (17:00 UTC): quiet until 07:00 (01:30 UTC next day).
    expect(quietUntil(new Date('2026-03-10T17:00:00Z'), KOLKATA, quiet)?.toISOString()).toBe(
      '2026-03-11T01:30:00.000Z',
    );
    expect(quietUntil(new Date('2026-03-10T06:00:00Z'), KOLKATA, quiet)).toBeNull();
    expect(quietUntil(new Date('2026-03-10T17:00:00Z'), KOLKATA, null)).toBeNull();
    expect(nextClock(new Date('2026-03-10T06:00:00Z'), KOLKATA, 17 * 60 + 30).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
  });

  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 60, 60, 60]);
  });

  it('refuses a daily time inside the quiet hours', () => {
    const body = { ...DEFAULT_ALERT_SETTINGS, dailyTime: '22:00' };
    expect(alertSettingsBody.safeParse(body).success).toBe(false);
    expect(alertSettingsBody.safeParse(DEFAULT_ALERT_SETTINGS).success).toBe(true);
  });
});
