import type { AutocannonRequest } from 'autocannon';
import { WEEKDAYS } from '@attendance/domain';
import { PERIODS, type CampusPlan, type DepartmentPlan, type StaffPlan } from './campus';
import { assertHealthy, measure, type Measure } from './load';
import type { Readers } from './reads';
import { signInAll, type ServerProcess, type SignedIn } from './server';

/**
 * Issue 20's figures: every class of the generated campus gets a week through the HODs' own
 * timetable import (one file per department, preview then commit, timed as a whole campus),
 * then Today (the HOD of CSE) and "My classes today" (a teacher) are measured with every class
 * timetabled. The week of a class is its eight slots, rotated each day as the generator marks
 * them, on all seven days (the bench campus has no weekly day off), a teacher never in two
 * classes at once: a slot whose teacher is busy then is left free.
 */
export const WEEK_READS = ['today', 'myDay'] as const;
export type WeekRead = (typeof WEEK_READS)[number];
export type WeekFigures = Record<WeekRead, Measure>;
export interface WeekImport {
  departments: number;
  classes: number;
  rows: number;
  seconds: number;
}

const LABELS: Record<WeekRead, string> = {
  today: 'Today, one department (HOD), every class timetabled',
  myDay: 'My classes today (teacher), every class timetabled',
};
export const WEEK_TARGET_MS = 50;
export const WEEK_GROWTH_LIMIT = 1.5;
export const WEEK_IMPORT_TARGET_SECONDS = 5;
export const WEEK_SUBMIT_TOLERANCE = 0.9;

/** The department's timetable import file: Batch, Year, Semester, Day, Period, Subject Code. */
export function timetableCsv(department: DepartmentPlan): { csv: string; rows: number } {
  const lines = ['Batch,Year,Semester,Day,Period,Subject Code'];
  WEEKDAYS.forEach((day, dayIndex) => {
    for (let period = 1; period <= PERIODS; period += 1) {
      const busy = new Set<number>();
      department.batches.forEach((batch, batchIndex) => {
        const slot = batch.slots[(period - 1 + dayIndex + batchIndex) % PERIODS] ?? [];
        if (slot.some((s) => busy.has(s.teacher.id))) return;
        for (const subject of slot) {
          busy.add(subject.teacher.id);
          lines.push(
            `${batch.name},${batch.year},${batch.semester},${day},${period},${subject.code}`,
          );
        }
      });
    }
  });
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

/**
 * The week is in force from long before the generated semester, so the submissions measured with
 * it (which go back from the semester's first day) are each judged against a timetable.
 */
export const WEEK_IN_FORCE_FROM = '2000-01-03';

async function upload(url: string, cookie: string, csv: string, commit: boolean) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'timetable.csv');
  const query = `commit=${commit}&effectiveFrom=${WEEK_IN_FORCE_FROM}`;
  const answer = await fetch(`${url}/api/week/timetable/import?${query}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const text = await answer.text();
  if (!answer.ok)
    throw new Error(`timetable import answered ${answer.status}: ${text.slice(0, 300)}`);
}

/** Every department's HOD imports its file (preview, then commit); the whole campus timed. */
export async function importCampusWeek(
  server: ServerProcess,
  plan: CampusPlan,
): Promise<WeekImport> {
  const hods: StaffPlan[] = plan.departments.map((d) => d.hod);
  const signed = await signInAll(server.url, hods);
  const files = plan.departments.map((d) => ({ hod: d.hod, ...timetableCsv(d) }));
  const started = performance.now();
  for (const file of files) {
    const cookie = signed.get(file.hod.id)?.cookie as string;
    await upload(server.url, cookie, file.csv, false);
    await upload(server.url, cookie, file.csv, true);
  }
  return {
    departments: files.length,
    classes: plan.departments.reduce((sum, d) => sum + d.batches.length, 0),
    rows: files.reduce((sum, f) => sum + f.rows, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Today (HOD of CSE) and My classes today (a CSE teacher), each one user waiting. */
export async function measureWeek(
  server: ServerProcess,
  who: Readers,
  signed: Map<number, SignedIn>,
  options: { seconds: number; warmSeconds: number },
): Promise<WeekFigures> {
  const requests: Record<WeekRead, { path: string; cookie: string }> = {
    today: { path: '/api/oversight/today', cookie: signed.get(who.hod.id)?.cookie as string },
    myDay: { path: '/api/week/my-day', cookie: signed.get(who.teacher.id)?.cookie as string },
  };
  const figures = {} as WeekFigures;
  for (const name of WEEK_READS) {
    const { path, cookie } = requests[name];
    const check = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = await check.text();
    if (!check.ok) throw new Error(`week ${name} answered ${check.status}: ${body.slice(0, 300)}`);
    if (name === 'today' && !body.includes('"expected":[{'))
      throw new Error('week today: no timetabled period in the answer');
    if (name === 'myDay' && !body.includes('"periods":[{'))
      throw new Error('week my-day: no timetabled period in the answer');
    const request: AutocannonRequest = { method: 'GET', path, headers: { cookie } };
    const spec = { url: server.url, connections: 1, request, cpu: server.cpu };
    await measure({ ...spec, seconds: options.warmSeconds });
    figures[name] = assertHealthy(
      `week ${name}`,
      await measure({ ...spec, seconds: options.seconds }),
    );
  }
  return figures;
}

const ms = (value: number) => (value >= 10 ? value.toFixed(1) : value.toFixed(2));
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

interface EngineWeek {
  label: string;
  week?: WeekFigures;
  weekImport?: WeekImport;
  /** One teacher back to back with every class timetabled, and the same without (issue 20). */
  weekSubmit?: Measure;
  /** The insert limit measured right after weekSubmit (the first one, if not measured). */
  weekLimit?: Measure;
  submits: { connections: number; rate?: number; result: Measure }[];
  limit: Measure;
  growth?: { week?: WeekFigures };
}

/** The Markdown table of the week's figures, each with its target and verdict. */
export function weekTable(engines: readonly EngineWeek[]): string {
  const measured = engines.filter((e) => e.week);
  if (measured.length === 0) return 'The week (issue 20): not measured.';
  const header = ['The week (issue 20)', ...measured.map((e) => e.label), 'Target'];
  const rows = WEEK_READS.map((name) => [
    LABELS[name],
    ...measured.map((e) => {
      const m = e.week![name];
      const big = e.growth?.week?.[name];
      const growth = big
        ? `; 10× ${ms(big.p95)} ms (${(big.p95 / m.p95).toFixed(2)}×, ${verdict(big.p95 / m.p95 <= WEEK_GROWTH_LIMIT)})`
        : '';
      return `${ms(m.p50)} / ${ms(m.p95)} ms — ${verdict(m.p95 < WEEK_TARGET_MS)}${growth}`;
    }),
    `p95 < ${WEEK_TARGET_MS} ms; 10× ≤ ${WEEK_GROWTH_LIMIT}×`,
  ]);
  const first = measured.find((e) => e.weekImport)?.weekImport;
  rows.push([
    first
      ? `Timetable import, whole campus (${first.departments} HODs, ${first.classes} classes, ${first.rows.toLocaleString('en')} rows; preview + commit)`
      : 'Timetable import, whole campus',
    ...measured.map((e) =>
      e.weekImport
        ? `${e.weekImport.seconds.toFixed(2)} s — ${verdict(e.weekImport.seconds < WEEK_IMPORT_TARGET_SECONDS)}`
        : 'not measured',
    ),
    `under ${WEEK_IMPORT_TARGET_SECONDS} s`,
  ]);
  rows.push([
    '1 teacher submitting back to back, every class timetabled (substitutions confirmed)',
    ...measured.map((e) => {
      const plain = e.submits.find((level) => level.connections === 1 && !level.rate)?.result;
      if (!e.weekSubmit || !plain) return 'not measured';
      const ratio = e.weekSubmit.perSecond / (e.weekLimit ?? e.limit).perSecond;
      const before = plain.perSecond / e.limit.perSecond;
      const cpu = e.weekSubmit.cpuMs === undefined ? '' : ` · CPU ${ms(e.weekSubmit.cpuMs)} ms`;
      return `${e.weekSubmit.perSecond.toFixed(0)}/s (${ratio.toFixed(2)}× limit; no timetable ${before.toFixed(2)}×)${cpu} — ${verdict(ratio >= before * WEEK_SUBMIT_TOLERANCE)}`;
    }),
    `≥ the ratio with no timetable (within ${Math.round((1 - WEEK_SUBMIT_TOLERANCE) * 100)} %, the run-to-run spread)`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
