import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  attendedOfTotals,
  linesBelow,
  mostSevereLine,
  percentageOf,
  remainingPeriods,
  type ClassKey,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { WeekCache } from '../week';
import { CountingRepo } from '../counting';
import { DailyJobRepo } from './daily-job.repo';
import type { ShortageFacts } from './alert-texts';
import type { NewAlert } from './outbox.repo';

type Level = {
  student_id: number;
  subject_id: number;
  year: number;
  semester: number;
  line: number;
};
const YIELD_EVERY = 500;
const levelKey = (l: Omit<Level, 'line'>) =>
  `${l.student_id}:${l.subject_id}:${l.year}-${l.semester}`;

/**
 * The shortage crossings of a department, from the kept totals (never the records) counted by
 * the department's counting policy (as the student's home counts them): per active
 * student and subject of their current semester, the lines (75 %, 65 %, the budget's "attend
 * every remaining period") they are below now, held against those they were below at the last
 * run (alert_levels). A line newly crossed is kept and told once, to the parent and to the
 * student (the most severe one when several are crossed at once); a line recovered from is
 * forgotten, so crossing it again is told again.
 */
export async function shortageCrossings(
  db: Kysely<DB>,
  config: Config,
  department: string,
  now: Date,
  today: string,
): Promise<{ alerts: NewAlert[]; levels: Level[]; recovered: Level[] }> {
  const repo = new DailyJobRepo(db);
  const [totals, known, heldToday, policy] = await Promise.all([
    repo.totals(department),
    repo.levels(department),
    repo.heldToday(department, today),
    new CountingRepo(db).policyOf(department),
  ]);
  const before = new Map<string, Set<number>>();
  for (const l of known) {
    const key = levelKey(l);
    before.set(key, (before.get(key) ?? new Set()).add(l.line));
  }
  const week = new WeekCache(db, config);
  const calendar = await week.calendar(department);
  const remaining = new Map<string, number | null>();
  const remainingOf = async (cls: ClassKey, subjectID: number) => {
    const key = `${cls.batch}/${cls.year}/${cls.semester}/${subjectID}`;
    if (!remaining.has(key)) {
      const versions = await week.timetable(cls);
      const r = remainingPeriods({
        calendar,
        versions,
        cls,
        subjectID,
        now,
        timeZone: config.timezone,
        heldToday: heldToday.get(subjectID) ?? 0,
      });
      remaining.set(key, typeof r === 'number' ? r : null);
    }
    return remaining.get(key) ?? null;
  };

  const crossed: { row: (typeof totals)[number]; line: number; percent: number }[] = [];
  const levels: Level[] = [];
  const recovered: Level[] = [];
  for (const [index, row] of totals.entries()) {
    // A department's totals are thousands of rows: a turn of the event loop every few hundred.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    const held = Number(row.sessions);
    const attended = attendedOfTotals(
      {
        present: Number(row.present),
        onDuty: Number(row.on_duty),
        medicalLeave: Number(row.medical_leave),
        onLeave: Number(row.on_leave),
      },
      policy,
    );
    const cls = { department, batch: row.batch, year: row.year, semester: row.semester };
    const below = linesBelow(held, attended, await remainingOf(cls, row.subject_id));
    const key = levelKey(row);
    const was = before.get(key) ?? new Set<number>();
    const fresh = below.filter((line) => !was.has(line));
    const id = {
      student_id: row.student_id,
      subject_id: row.subject_id,
      year: row.year,
      semester: row.semester,
    };
    for (const line of fresh) levels.push({ ...id, line });
    for (const line of was) if (!below.includes(line)) recovered.push({ ...id, line });
    const line = mostSevereLine(fresh);
    if (line !== null) crossed.push({ row, line, percent: percentageOf(attended, held) });
  }
  const names = await repo.subjectNames([...new Set(crossed.map((c) => c.row.subject_id))]);
  const alerts = crossed.flatMap(({ row, line, percent }) => {
    const facts: ShortageFacts = { subject: names.get(row.subject_id) ?? '', percent, line };
    return (['parent', 'student'] as const).map((recipient) => ({
      alert_key: `shortage:${row.student_id}:${row.subject_id}:${row.year}-${row.semester}:${line}:${today}:${recipient}`,
      department,
      student_id: row.student_id,
      kind: 'shortage',
      recipient,
      day: today,
      subject_id: row.subject_id,
      period: null,
      facts: JSON.stringify(facts),
    }));
  });
  return { alerts, levels, recovered };
}
