import { zonedMoment, type AttendanceStatus } from '@attendance/domain';
import { chunks } from '../../lib/chunks';

/** Small helpers of the demo loader: seeded randomness, weekdays, campus-zone instants. */
const CHUNK = 500;
export const DAY_MS = 86_400_000;

/** Present with the student's own likelihood; otherwise mostly absent, sometimes excused. */
export function drawStatus(random: () => number, presence: number): AttendanceStatus {
  if (random() < presence) return 'P';
  const other = random();
  if (other < 0.55) return 'A';
  if (other < 0.75) return 'OD';
  if (other < 0.87) return 'ML';
  return 'LEAVE';
}

/** The `count` weekdays before `today` ('YYYY-MM-DD'), oldest first. */
export function weekdaysBefore(today: string, count: number): string[] {
  const dates: string[] = [];
  let time = Date.parse(`${today}T00:00:00Z`);
  while (dates.length < count) {
    time -= DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.unshift(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

/** The instant at which the campus clock shows `minutes` after midnight of `date`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): string {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const local = zonedMoment(new Date(guess), timeZone);
  const shownAsUtc = Date.parse(`${local.date}T00:00:00Z`) + local.secondOfDay * 1000;
  return new Date(guess - (shownAsUtc - guess)).toISOString();
}

export function phone(random: () => number): string {
  return `${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

export const demoChunks = <T>(rows: readonly T[]) => chunks(rows, CHUNK);

/** A small seeded generator, so every demo campus is the same. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
