import { MARKING_WINDOW_BLINK_MINUTES } from '../constants';

/** A daily window in minutes after local midnight, end exclusive. */
export interface MarkingWindow {
  startMinutes: number;
  endMinutes: number;
}

const WINDOW_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;

/** Parses 'HH:MM-HH:MM'; returns null when the text is not a window that opens before it closes. */
export function parseMarkingWindow(text: string): MarkingWindow | null {
  const match = WINDOW_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sh, sm, eh, em] = match.map(Number) as [number, number, number, number, number];
  const startMinutes = sh * 60 + sm;
  const endMinutes = eh * 60 + em;
  if (endMinutes > 24 * 60 || startMinutes >= endMinutes) return null;
  return { startMinutes, endMinutes };
}

export function formatMarkingWindow(window: MarkingWindow): string {
  return `${formatClock(window.startMinutes)}-${formatClock(window.endMinutes)}`;
}

export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export interface ZonedMoment {
  /** Calendar date in the zone, 'YYYY-MM-DD'. */
  readonly date: string;
  /** Seconds since local midnight. */
  readonly secondOfDay: number;
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The last moment found: a submission asks for the same second three or four times (the window,
 * the backfill range, the period's start), and formatToParts was 4 % of its server CPU.
 */
let lastMoment: { second: number; timeZone: string; moment: ZonedMoment } | undefined;

export function zonedMoment(now: Date, timeZone: string): ZonedMoment {
  // The parts have a resolution of one second, so every instant of a second has the same.
  const second = Math.floor(now.getTime() / 1000);
  if (lastMoment?.second === second && lastMoment.timeZone === timeZone) return lastMoment.moment;
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const moment = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    secondOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
  lastMoment = { second, timeZone, moment };
  return moment;
}

/** The campus calendar date of an instant, 'YYYY-MM-DD'. */
export function campusToday(now: Date, timeZone: string): string {
  return zonedMoment(now, timeZone).date;
}

export type WindowTone = 'green' | 'yellow' | 'red';

export type MarkingWindowState =
  | { phase: 'before'; secondsToOpen: number }
  | { phase: 'open'; secondsToClose: number; tone: WindowTone; blink: boolean }
  | { phase: 'closed'; secondsToOpen: number };

/**
 * Where an instant stands against the daily marking window of the campus zone. Inside it the
 * countdown is green, yellow once a third of the window has passed, and red and blinking in the
 * last 30 minutes. Time to the next opening is counted in local wall-clock seconds.
 */
export function markingWindowState(
  now: Date,
  timeZone: string,
  window: MarkingWindow,
): MarkingWindowState {
  const { secondOfDay } = zonedMoment(now, timeZone);
  const start = window.startMinutes * 60;
  const end = window.endMinutes * 60;
  if (secondOfDay < start) return { phase: 'before', secondsToOpen: start - secondOfDay };
  if (secondOfDay >= end) {
    return { phase: 'closed', secondsToOpen: 24 * 3600 - secondOfDay + start };
  }
  const secondsToClose = end - secondOfDay;
  const elapsed = secondOfDay - start;
  const blink = secondsToClose <= MARKING_WINDOW_BLINK_MINUTES * 60;
  const tone: WindowTone = blink ? 'red' : elapsed >= (end - start) / 3 ? 'yellow' : 'green';
  return { phase: 'open', secondsToClose, tone, blink };
}

/** '2h 05m 09s' style countdown text. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}h ${pad(m)}m ${pad(sec)}s`;
}
