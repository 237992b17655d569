import type { Campus } from './http-campus';
import { slotKey } from './server-process';

const STATUSES = ['P', 'A', 'OD', 'ML', 'LEAVE'] as const;

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export interface Submission {
  subjectId: number;
  date: string;
  period: number;
  statuses: Record<string, string>;
}

export interface MarkLedger {
  /** Answered 201: must be there, whole, whatever happens next. */
  acked: Map<string, Submission>;
  /** Sent but never answered (the server died): whole or absent, never in part. */
  unanswered: Set<string>;
  /** Answered anything else (should stay empty). */
  refused: string[];
  /** Next date offset per subject, so every submission is a new slot across rounds. */
  cursor: number[];
}

export function newLedger(subjects: number): MarkLedger {
  return { acked: new Map(), unanswered: new Set(), refused: [], cursor: Array(subjects).fill(0) };
}

export function submission(campus: Campus, ledger: MarkLedger, i: number): Submission {
  // From yesterday back: every period of a past day has started, whatever the real clock says.
  const date = daysAgo(1 + ledger.cursor[i]!++);
  const statuses = Object.fromEntries(
    campus.registerNumbers.map((r) => [r, STATUSES[Math.floor(Math.random() * STATUSES.length)]!]),
  );
  // One period per subject: the class sits in every subject, so slots never clash.
  return { subjectId: campus.subjects[i]!.id, date, period: (i % 8) + 1, statuses };
}

export function markBodyOf(s: Submission) {
  return Object.entries(s.statuses).map(([registerNumber, status]) => ({
    subjectID: s.subjectId,
    date: s.date,
    period: s.period,
    registerNumber,
    status,
  }));
}

/**
 * Every teacher submits new slots back to back on `lanes` connections until stopped or until
 * the server stops answering. `stop()` resolves once every lane has settled.
 */
export function startMarkers(campus: Campus, ledger: MarkLedger, lanes = 2) {
  let stopped = false;
  const lane = async (i: number) => {
    while (!stopped) {
      const next = submission(campus, ledger, i);
      const key = slotKey(next.subjectId, next.date, next.period);
      try {
        const answer = await campus.teachers[i]!.call(
          'POST',
          '/api/attendance/mark',
          markBodyOf(next),
        );
        if (answer.status === 201) ledger.acked.set(key, next);
        else ledger.refused.push(`${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } catch {
        ledger.unanswered.add(key);
        return;
      }
    }
  };
  const running = campus.teachers.flatMap((_, i) => Array.from({ length: lanes }, () => lane(i)));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
    settled: Promise.all(running),
  };
}
