import type { RequestKind } from '../schemas/requests';
import { shiftDate } from './dates';

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000) + 1
  );
}

interface Covering {
  fromDate: string;
  toDate: string;
  /** Null: every period. */
  periods: readonly number[] | null;
}

/** Whether a request covers one period of one day. */
export function coversSlot(request: Covering, date: string, period: number): boolean {
  return (
    date >= request.fromDate &&
    date <= request.toDate &&
    (request.periods === null || request.periods.includes(period))
  );
}

/** Whether two requests of a student cover a period in common. */
export function requestsOverlap(a: Covering, b: Covering): boolean {
  if (a.toDate < b.fromDate || b.toDate < a.fromDate) return false;
  if (a.periods === null || b.periods === null) return true;
  return a.periods.some((p) => b.periods!.includes(p));
}

/** '1,3' → [1, 3]; null stays null (whole days). */
export function parsePeriods(text: string | null): number[] | null {
  if (text === null || text === '') return null;
  return text.split(',').map(Number);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-14' → '14 Mar'. */
export function shortDate(date: string): string {
  const [, month, day] = date.slice(0, 10).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** What the teacher's class list shows beside a pre-set student. */
export function presetLabel(kind: RequestKind, reason: string): string {
  return `${kind}: ${reason}, approved by the HOD`;
}

/** What a corrected record shows: its submitted and its effective status ("A → OD, approved 14 Mar"). */
export function correctionLabel(submitted: string, effective: string, approvedOn: string): string {
  return `${submitted} → ${effective}, approved ${shortDate(approvedOn)}`;
}

/** The status a record counts as: its live correction's, else what was submitted. */
export function effectiveStatus(submitted: string, correction?: string | null): string {
  return correction ?? submitted;
}
