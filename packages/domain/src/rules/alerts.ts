import { zonedMoment } from './marking-window';
import type { Language } from './languages';

/**
 * Alerts to parents (issue 51): the pure rules of when an SMS may go. Every rule takes `now`;
 * the server reads its clock once per tick and passes it down.
 */

/** 'HH:MM' as minutes after local midnight; null when it is not a time of day. */
export function alertClock(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant the campus clock next shows `minutes` (now itself when it shows it). */
export function nextClock(now: Date, timeZone: string, minutes: number): Date {
  const { secondOfDay } = zonedMoment(now, timeZone);
  const wait = (((minutes * 60 - secondOfDay) % 86_400) + 86_400) % 86_400;
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + wait * 1000);
}

/** Whether the campus clock has reached `minutes` today. */
export function clockReached(now: Date, timeZone: string, minutes: number): boolean {
  return zonedMoment(now, timeZone).secondOfDay >= minutes * 60;
}

export interface QuietHours {
  /** 'HH:MM'; quiet from start (inclusive) to end (exclusive), across midnight when end < start. */
  start: string;
  end: string;
}

/** The end of the quiet hours `now` falls in, or null when SMS may go now. */
export function quietUntil(now: Date, timeZone: string, quiet: QuietHours | null): Date | null {
  if (!quiet) return null;
  const start = alertClock(quiet.start);
  const end = alertClock(quiet.end);
  if (start === null || end === null || start === end) return null;
  const minute = Math.floor(zonedMoment(now, timeZone).secondOfDay / 60);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  return inside ? nextClock(now, timeZone, end) : null;
}

/** Whether a daily time falls inside the quiet hours (the settings refuse it). */
export function clockIsQuiet(minutes: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const start = alertClock(quiet.start);
  const end = alertClock(quiet.end);
  if (start === null || end === null || start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** How long a failed message waits before the next try: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** A gateway that keeps failing is given up on this long after its first failure. */
export const ALERT_RETRY_HOURS = 24;
/** A message to a stopped number waits this long for its owner to start alerts again. */
export const ALERT_STOPPED_HOURS = 24;

/** The lines a subject's percentage crosses below; 0 stands for the budget line. */
export const SHORTAGE_LINES = [75, 65] as const;
export const BUDGET_LINE = 0;

/**
 * The shortage lines a student-subject is below now, from the kept totals (held H, attended A)
 * and the periods still planned R (null: no term or timetable, so no budget line):
 * - 75 and 65: 100·A < line·H;
 * - the budget line (0): no period left to miss, ⌊(100·(A + R) − 75·(H + R)) / 100⌋ ≤ 0,
 *   the point where the budget says "attend every remaining period" (or cannot reach 75 %).
 */
export function linesBelow(held: number, attended: number, remaining: number | null): number[] {
  if (held <= 0) return [];
  const below: number[] = SHORTAGE_LINES.filter((line) => 100 * attended < line * held);
  if (remaining !== null && remaining > 0) {
    const slack = Math.floor((100 * (attended + remaining) - 75 * (held + remaining)) / 100);
    if (slack <= 0) below.push(BUDGET_LINE);
  }
  return below;
}

/** Of lines newly crossed in one run, the one the message tells: the budget, then 65, then 75. */
export function mostSevereLine(lines: readonly number[]): number | null {
  if (lines.length === 0) return null;
  if (lines.includes(BUDGET_LINE)) return BUDGET_LINE;
  return Math.min(...lines);
}

const SMS_MONTHS: Record<Language, string[]> = {
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  hi: 'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर'.split(' '),
  ta: 'ஜனவரி பிப்ரவரி மார்ச் ஏப்ரல் மே ஜூன் ஜூலை ஆகஸ்ட் செப்டம்பர் அக்டோபர் நவம்பர் டிசம்பர்'.split(' '),
};

/**
 * '12 Mar', '12 मार्च', '12 மார்ச்': a date as an SMS says it. Month names from a table, not
 * Intl, so a text (and its billed parts) does not change with the ICU data of a Node release.
 */
export function smsDate(date: string, language: Language = 'en'): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${SMS_MONTHS[language][month - 1]}`;
}

/** 'P2 Maths', 'पीरियड 2 Maths', 'பாடவேளை 2 Maths': one absent period as an SMS lists it. */
export function smsPeriod(period: number, subject: string, language: Language = 'en'): string {
  if (language === 'hi') return `पीरियड ${period} ${subject}`;
  if (language === 'ta') return `பாடவேளை ${period} ${subject}`;
  return `P${period} ${subject}`;
}

/** Fills a DLT template's {placeholders}; unknown ones stay as written. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
