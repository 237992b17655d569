import type { CumulativeData } from '../schemas/attendance';
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

interface SlotRecord {
  registerNumber: string;
  date: string;
  period: number | string;
  status: string;
}
interface SlotCorrection {
  registerNumber: string;
  date: string;
  period: number;
  effective: string;
  label: string;
}

/** A record as screens and reports show it: its effective status, and what was submitted. */
export type Corrected<R extends SlotRecord> = R & { submitted?: string; correction?: string };

/**
 * Lays the correction layer over submitted records (one record per student, date and period
 * counts, so those three find it): `status` becomes the effective one, `submitted` keeps the
 * record's own and `correction` says why ("A → OD, approved 14 Mar").
 */
export function applyCorrections<R extends SlotRecord>(
  records: readonly R[],
  corrections: readonly SlotCorrection[],
): Corrected<R>[] {
  if (corrections.length === 0) return records as Corrected<R>[];
  const byKey = new Map(corrections.map((c) => [`${c.registerNumber}|${c.date}|${c.period}`, c]));
  return records.map((record) => {
    const found = byKey.get(`${record.registerNumber}|${record.date}|${Number(record.period)}`);
    return found
      ? { ...record, status: found.effective, submitted: record.status, correction: found.label }
      : record;
  });
}

/** A matrix cell: the status, or "A→OD" for a corrected record. */
export function statusCell(record: { status: string; submitted?: string }): string {
  return record.submitted ? `${record.submitted}→${record.status}` : record.status;
}

/**
 * The cumulative day with the correction layer laid over every subject's records (the screen
 * and its PDF): the nesting stays, each record as `applyCorrections` gives it.
 */
export function correctCumulative(
  data: CumulativeData,
  corrections: readonly SlotCorrection[],
): CumulativeData {
  if (corrections.length === 0) return data;
  const map = <T, U>(level: Record<string, T>, f: (value: T) => U) =>
    Object.fromEntries(Object.entries(level).map(([key, value]) => [key, f(value)]));
  return map(data, (byYear) =>
    map(byYear, (bySemester) =>
      map(bySemester, (byBatch) =>
        map(byBatch, (bySubject) =>
          map(bySubject, (leaf) => ({
            ...leaf,
            students: applyCorrections(leaf.students, corrections),
          })),
        ),
      ),
    ),
  );
}
