import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKING_WINDOW } from '../src/constants';
import {
  campusToday,
  formatClock,
  formatCountdown,
  formatMarkingWindow,
  isValidTimeZone,
  markingWindowState,
  parseMarkingWindow,
  zonedMoment,
  type MarkingWindow,
} from '../src/rules/marking-window';

const KOLKATA = 'Asia/Kolkata'; // UTC+5:30 all year
const NEW_YORK = 'America/New_York'; // UTC-5 (EST), UTC-4 (EDT) from 2026-03-08 to 2026-11-01

const at = (iso: string) => new Date(iso);

function windowOf(text: string): MarkingWindow {
  const window = parseMarkingWindow(text);
  if (!window) throw new Error(`test window ${text} does not parse`);
  return window;
}

describe('parseMarkingWindow', () => {
  it("parses '09:00-19:00' into minutes after midnight", () => {
    expect(parseMarkingWindow('09:00-19:00')).toEqual({ startMinutes: 540, endMinutes: 1140 });
  });

  it('parses the default window of the constants', () => {
    expect(parseMarkingWindow(DEFAULT_MARKING_WINDOW)).toEqual({
      startMinutes: 540,
      endMinutes: 1140,
    });
  });

  it('accepts minutes, surrounding spaces and an end at 24:00', () => {
    expect(parseMarkingWindow('08:15-17:45')).toEqual({ startMinutes: 495, endMinutes: 1065 });
    expect(parseMarkingWindow(' 09:00-19:00 ')).toEqual({ startMinutes: 540, endMinutes: 1140 });
    expect(parseMarkingWindow('00:00-24:00')).toEqual({ startMinutes: 0, endMinutes: 1440 });
  });

  it.each([
    '19:00-09:00',
    '09:00-09:00',
    '9-7',
    '25:00-26:00',
    '9:00-19:00',
    '09:00-19:60',
    '09:00 - 19:00',
    '24:00-24:00',
    '18:00-24:30',
    '',
  ])('refuses %j', (text) => {
    expect(parseMarkingWindow(text)).toBeNull();
  });
});

describe('formatMarkingWindow and formatClock', () => {
  it('formats a window back to HH:MM-HH:MM', () => {
    expect(formatMarkingWindow({ startMinutes: 540, endMinutes: 1140 })).toBe('09:00-19:00');
    expect(formatMarkingWindow({ startMinutes: 495, endMinutes: 1440 })).toBe('08:15-24:00');
  });

  it('round-trips a parsed window', () => {
    expect(formatMarkingWindow(windowOf('07:05-13:50'))).toBe('07:05-13:50');
  });

  it('pads hours and minutes to two digits', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(545)).toBe('09:05');
    expect(formatClock(1439)).toBe('23:59');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and refuses unknown ones', () => {
    expect(isValidTimeZone(KOLKATA)).toBe(true);
    expect(isValidTimeZone(NEW_YORK)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('zonedMoment and campusToday', () => {
  it('gives the local date and second of day in Asia/Kolkata', () => {
    // 03:30Z is 09:00 in Kolkata
    expect(zonedMoment(at('2026-01-15T03:30:00Z'), KOLKATA)).toEqual({
      date: '2026-01-15',
      secondOfDay: 9 * 3600,
    });
  });

  it('answers each zone and each second on its own, asked one after the other', () => {
    const instant = at('2026-01-15T20:00:00.250Z');
    expect(zonedMoment(instant, KOLKATA)).toEqual({ date: '2026-01-16', secondOfDay: 5400 });
    expect(zonedMoment(instant, NEW_YORK)).toEqual({ date: '2026-01-15', secondOfDay: 54000 });
    expect(zonedMoment(at('2026-01-15T20:00:00.999Z'), NEW_YORK).secondOfDay).toBe(54000);
    expect(zonedMoment(at('2026-01-15T20:00:01Z'), NEW_YORK).secondOfDay).toBe(54001);
    expect(zonedMoment(instant, KOLKATA).date).toBe('2026-01-16');
  });

  it('crosses midnight in Asia/Kolkata at 18:30Z', () => {
    expect(zonedMoment(at('2026-01-15T18:29:59Z'), KOLKATA)).toEqual({
      date: '2026-01-15',
      secondOfDay: 86399,
    });
    expect(zonedMoment(at('2026-01-15T18:30:00Z'), KOLKATA)).toEqual({
      date: '2026-01-16',
      secondOfDay: 0,
    });
    expect(campusToday(at('2026-01-15T18:29:59Z'), KOLKATA)).toBe('2026-01-15');
    expect(campusToday(at('2026-01-15T18:30:00Z'), KOLKATA)).toBe('2026-01-16');
  });

  it('crosses midnight in America/New_York at 05:00Z in winter', () => {
    expect(zonedMoment(at('2026-01-16T04:59:59Z'), NEW_YORK)).toEqual({
      date: '2026-01-15',
      secondOfDay: 86399,
    });
    expect(zonedMoment(at('2026-01-16T05:00:00Z'), NEW_YORK)).toEqual({
      date: '2026-01-16',
      secondOfDay: 0,
    });
  });

  it('crosses midnight in America/New_York at 04:00Z in summer', () => {
    expect(campusToday(at('2026-07-01T03:59:59Z'), NEW_YORK)).toBe('2026-06-30');
    expect(campusToday(at('2026-07-01T04:00:00Z'), NEW_YORK)).toBe('2026-07-01');
  });

  it('gives different campus days to the same instant in two zones', () => {
    const instant = at('2026-01-16T03:00:00Z'); // 08:30 on the 16th in Kolkata, 22:00 on the 15th in New York
    expect(campusToday(instant, KOLKATA)).toBe('2026-01-16');
    expect(campusToday(instant, NEW_YORK)).toBe('2026-01-15');
    expect(zonedMoment(instant, KOLKATA).secondOfDay).toBe(8 * 3600 + 30 * 60);
    expect(zonedMoment(instant, NEW_YORK).secondOfDay).toBe(22 * 3600);
  });

  it('crosses a year boundary', () => {
    expect(campusToday(at('2025-12-31T18:30:00Z'), KOLKATA)).toBe('2026-01-01');
    expect(campusToday(at('2026-01-01T04:59:59Z'), NEW_YORK)).toBe('2025-12-31');
  });

  it('skips 02:00-03:00 when New York springs forward on 2026-03-08', () => {
    expect(zonedMoment(at('2026-03-08T06:59:59Z'), NEW_YORK)).toEqual({
      date: '2026-03-08',
      secondOfDay: 1 * 3600 + 59 * 60 + 59,
    });
    expect(zonedMoment(at('2026-03-08T07:00:00Z'), NEW_YORK)).toEqual({
      date: '2026-03-08',
      secondOfDay: 3 * 3600,
    });
  });

  it('moves midnight from 05:00Z to 04:00Z across the spring change', () => {
    expect(campusToday(at('2026-03-08T04:59:59Z'), NEW_YORK)).toBe('2026-03-07');
    expect(campusToday(at('2026-03-08T05:00:00Z'), NEW_YORK)).toBe('2026-03-08');
    expect(campusToday(at('2026-03-09T03:59:59Z'), NEW_YORK)).toBe('2026-03-08');
    expect(campusToday(at('2026-03-09T04:00:00Z'), NEW_YORK)).toBe('2026-03-09');
  });

  it('repeats 01:00-02:00 when New York falls back on 2026-11-01', () => {
    // 05:30Z is 01:30 EDT, 06:30Z is 01:30 EST: the same wall-clock time twice
    expect(zonedMoment(at('2026-11-01T05:30:00Z'), NEW_YORK)).toEqual({
      date: '2026-11-01',
      secondOfDay: 5400,
    });
    expect(zonedMoment(at('2026-11-01T06:30:00Z'), NEW_YORK)).toEqual({
      date: '2026-11-01',
      secondOfDay: 5400,
    });
  });

  it('is unaffected by the New York change in Asia/Kolkata', () => {
    expect(zonedMoment(at('2026-03-08T07:00:00Z'), KOLKATA)).toEqual({
      date: '2026-03-08',
      secondOfDay: 12 * 3600 + 30 * 60,
    });
  });
});

describe('markingWindowState in Asia/Kolkata, window 09:00-19:00', () => {
  const window = windowOf('09:00-19:00');
  const state = (iso: string) => markingWindowState(at(iso), KOLKATA, window);

  it('is before opening at local midnight with 9 h to open', () => {
    expect(state('2026-01-15T18:30:00Z')).toEqual({ phase: 'before', secondsToOpen: 9 * 3600 });
  });

  it('is before opening at 05:30 local with 3 h 30 min to open', () => {
    expect(state('2026-01-15T00:00:00Z')).toEqual({ phase: 'before', secondsToOpen: 12600 });
  });

  it('is before opening one second before 09:00', () => {
    expect(state('2026-01-15T03:29:59Z')).toEqual({ phase: 'before', secondsToOpen: 1 });
  });

  it('opens green at 09:00 exactly with 10 h to close', () => {
    expect(state('2026-01-15T03:30:00Z')).toEqual({
      phase: 'open',
      secondsToClose: 36000,
      tone: 'green',
      blink: false,
    });
  });

  it('is still green at 12:19:59', () => {
    expect(state('2026-01-15T06:49:59Z')).toEqual({
      phase: 'open',
      secondsToClose: 24001,
      tone: 'green',
      blink: false,
    });
  });

  it('turns yellow at 12:20, a third of the window in', () => {
    expect(state('2026-01-15T06:50:00Z')).toEqual({
      phase: 'open',
      secondsToClose: 24000,
      tone: 'yellow',
      blink: false,
    });
  });

  it('is still yellow and steady at 18:29:59', () => {
    expect(state('2026-01-15T12:59:59Z')).toEqual({
      phase: 'open',
      secondsToClose: 1801,
      tone: 'yellow',
      blink: false,
    });
  });

  it('turns red and blinks at 18:30, the last 30 minutes', () => {
    expect(state('2026-01-15T13:00:00Z')).toEqual({
      phase: 'open',
      secondsToClose: 1800,
      tone: 'red',
      blink: true,
    });
  });

  it('is red and blinking at 18:59:59 with 1 s left', () => {
    expect(state('2026-01-15T13:29:59Z')).toEqual({
      phase: 'open',
      secondsToClose: 1,
      tone: 'red',
      blink: true,
    });
  });

  it("closes at 19:00 exactly with 14 h to the next day's 09:00", () => {
    expect(state('2026-01-15T13:30:00Z')).toEqual({ phase: 'closed', secondsToOpen: 50400 });
  });

  it('is closed at 23:59:59 with 9 h 0 min 1 s to open', () => {
    expect(state('2026-01-15T18:29:59Z')).toEqual({ phase: 'closed', secondsToOpen: 32401 });
  });
});

describe('markingWindowState in America/New_York, window 09:00-19:00', () => {
  const window = windowOf('09:00-19:00');
  const state = (iso: string) => markingWindowState(at(iso), NEW_YORK, window);

  it('opens at 14:00Z in winter (EST)', () => {
    expect(state('2026-01-15T13:59:59Z')).toEqual({ phase: 'before', secondsToOpen: 1 });
    expect(state('2026-01-15T14:00:00Z')).toEqual({
      phase: 'open',
      secondsToClose: 36000,
      tone: 'green',
      blink: false,
    });
  });

  it('opens at 13:00Z on the day clocks spring forward (EDT)', () => {
    expect(state('2026-03-08T12:59:59Z')).toEqual({ phase: 'before', secondsToOpen: 1 });
    expect(state('2026-03-08T13:00:00Z')).toEqual({
      phase: 'open',
      secondsToClose: 36000,
      tone: 'green',
      blink: false,
    });
  });

  it('closes at 23:00Z after the spring change', () => {
    expect(state('2026-03-08T22:59:59Z')).toEqual({
      phase: 'open',
      secondsToClose: 1,
      tone: 'red',
      blink: true,
    });
    expect(state('2026-03-08T23:00:00Z')).toEqual({ phase: 'closed', secondsToOpen: 50400 });
  });

  it('counts time to opening in wall-clock seconds across the spring change', () => {
    // 19:00 EST on 2026-03-07; 09:00 EDT on 2026-03-08 is 13 real hours later,
    // but the rule documents local wall-clock seconds: 14 h.
    expect(state('2026-03-08T00:00:00Z')).toEqual({ phase: 'closed', secondsToOpen: 50400 });
    // 01:59:59 EST then 03:00:00 EDT one real second later
    expect(state('2026-03-08T06:59:59Z')).toEqual({ phase: 'before', secondsToOpen: 25201 });
    expect(state('2026-03-08T07:00:00Z')).toEqual({ phase: 'before', secondsToOpen: 21600 });
  });
});

describe('markingWindowState with other windows', () => {
  it('turns yellow after a third of a 10:00-13:00 window and red for its last 30 minutes', () => {
    const window = windowOf('10:00-13:00');
    // Kolkata: 10:00 = 04:30Z, 10:59:59 = 05:29:59Z, 11:00 = 05:30Z, 12:29:59 = 06:59:59Z, 12:30 = 07:00Z
    expect(markingWindowState(at('2026-01-15T05:29:59Z'), KOLKATA, window)).toMatchObject({
      phase: 'open',
      tone: 'green',
    });
    expect(markingWindowState(at('2026-01-15T05:30:00Z'), KOLKATA, window)).toEqual({
      phase: 'open',
      secondsToClose: 7200,
      tone: 'yellow',
      blink: false,
    });
    expect(markingWindowState(at('2026-01-15T06:59:59Z'), KOLKATA, window)).toMatchObject({
      tone: 'yellow',
      blink: false,
    });
    expect(markingWindowState(at('2026-01-15T07:00:00Z'), KOLKATA, window)).toEqual({
      phase: 'open',
      secondsToClose: 1800,
      tone: 'red',
      blink: true,
    });
    expect(markingWindowState(at('2026-01-15T07:30:00Z'), KOLKATA, window)).toEqual({
      phase: 'closed',
      secondsToOpen: 21 * 3600,
    });
  });

  it('prefers red over yellow in a window shorter than 90 minutes', () => {
    const window = windowOf('09:00-09:45');
    // 09:14:59 local = 03:44:59Z: 30 min 1 s left, under a third elapsed
    expect(markingWindowState(at('2026-01-15T03:44:59Z'), KOLKATA, window)).toEqual({
      phase: 'open',
      secondsToClose: 1801,
      tone: 'green',
      blink: false,
    });
    // 09:15 local = 03:45Z: a third elapsed and 30 min left
    expect(markingWindowState(at('2026-01-15T03:45:00Z'), KOLKATA, window)).toEqual({
      phase: 'open',
      secondsToClose: 1800,
      tone: 'red',
      blink: true,
    });
  });

  it('stays open until midnight in a window ending at 24:00', () => {
    const window = windowOf('18:00-24:00');
    // 23:59:59 local = 18:29:59Z
    expect(markingWindowState(at('2026-01-15T18:29:59Z'), KOLKATA, window)).toEqual({
      phase: 'open',
      secondsToClose: 1,
      tone: 'red',
      blink: true,
    });
    // 00:00 local = 18:30Z: before the 18:00 opening of the new day
    expect(markingWindowState(at('2026-01-15T18:30:00Z'), KOLKATA, window)).toEqual({
      phase: 'before',
      secondsToOpen: 18 * 3600,
    });
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0h 00m 00s'],
    [1, '0h 00m 01s'],
    [59, '0h 00m 59s'],
    [60, '0h 01m 00s'],
    [1800, '0h 30m 00s'],
    [3725, '1h 02m 05s'],
    [36000, '10h 00m 00s'],
    [50400, '14h 00m 00s'],
    [90061, '25h 01m 01s'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('drops fractions of a second', () => {
    expect(formatCountdown(59.9)).toBe('0h 00m 59s');
  });

  it('never shows a negative countdown', () => {
    expect(formatCountdown(-5)).toBe('0h 00m 00s');
  });
});
