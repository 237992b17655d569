import type { BurstResult } from './burst';
import { SUBMIT_LEVELS, type Level } from './engine';
import type { Measure } from './load';
import { READ_LABELS, READS, type ReadName } from './reads';
import { burstTable, scaleOutTable } from './report-burst';
import { issue23ServerTable } from './report-server';
import type { ScaleOutResults } from './scaleout';
import { familyTable, type ResultsDay } from './family';
import { oversightTable, type OversightFigures } from './oversight';
import { requestsTable, type RequestFigures } from './requests';
import { stallTable, type StallFigures } from './stall';
import { alertsTable, type AlertFigures } from './alerts';
import { weekTable, type WeekFigures, type WeekImport } from './week';

/** The figures of one run, and the Markdown tables printed from them (docs/performance.md). */
export interface EngineResults {
  label: string;
  rows: number;
  limit: Measure;
  limitLabel: string;
  /** The insert limit over one connection, as one teacher submits (issue 56 judges against it). */
  limitOneConnection?: Measure;
  submits: (Level & { result: Measure })[];
  /** Every class of one period at random moments (bench/burst.ts). */
  burst?: BurstResult;
  /** Issue 26: the same burst while a HOD exports the semester's shortage list ten times. */
  exportBurst?: { burst: BurstResult; exports: number };
  /** Issue 51: marking with alerts off and on, and the daily job (bench/alerts.ts). */
  alerts?: AlertFigures;
  reads: Record<ReadName, Measure>;
  /** Issue 21: one passkey sign-in (options + sign-in calls), beside the email + ID card login. */
  passkey?: Measure;
  /** Issue 12's department views (bench/oversight.ts). */
  oversight?: OversightFigures;
  /** Issue 52: the class list and shortage list with approved requests (bench/requests.ts). */
  requests?: RequestFigures;
  /** Issue 26: a tiny request's wait while each heavy report runs (bench/stall.ts). */
  stall?: StallFigures;
  /** Issue 20: Today and My classes today with every class timetabled (bench/week.ts). */
  week?: WeekFigures;
  weekImport?: WeekImport;
  /** Issue 20: one teacher back to back once every class has its week. */
  weekSubmit?: Measure;
  /** The insert limit measured right after weekSubmit, its side of the ratio. */
  weekLimit?: Measure;
  /** Issue 50: a student's home, one student waiting, and results day (bench/family.ts). */
  familyHome?: Measure;
  resultsDay?: ResultsDay;
  answerBytes: Record<string, number>;
  memory: { rssMb: number; peakMb: number };
  growth?: {
    familyHome?: Measure;
    rows: number;
    reads: Record<ReadName, Measure>;
    oversight?: OversightFigures;
    week?: WeekFigures;
    memory: { rssMb: number; peakMb: number };
    burst?: BurstResult;
  };
}

export interface BenchResults {
  machine: string;
  load: string;
  scale: string;
  growthScale?: string;
  quick: boolean;
  engines: EngineResults[];
  bare: { reads: Record<ReadName, Measure>; submits: (Level & { result: Measure })[] };
  web: string;
  /** Two servers behind nginx (bench/scaleout.ts), or why it was not measured. */
  scaleOut?: ScaleOutResults | string;
}

export const ms = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
export const rate = (m: Measure) => `${Math.round(m.perSecond).toLocaleString('en')}/s`;
export const times = (ratio: number) => `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}×`;
export const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
type Memory = EngineResults['memory'];
export const memoryFigure = ({ rssMb, peakMb }: Memory) =>
  `${rssMb.toFixed(0)} MB (peak ${peakMb.toFixed(0)} MB)`;
const cpu = (m: Measure) => (m.cpuMs === undefined ? '' : ` · CPU ${ms(m.cpuMs)} ms`);
const size = (bytes: number) =>
  bytes >= 1e6
    ? `${(bytes / 1e6).toFixed(2)} MB`
    : bytes >= 1e3
      ? `${(bytes / 1e3).toFixed(1)} kB`
      : `${bytes} B`;

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

// autocannon starts every connection's clock together: a rate is a burst once a second.
const levelName = ({ connections, rate: sent }: Level) =>
  sent
    ? `${connections} teachers pressing Submit at the same instant, once a second`
    : `${connections} teacher${connections === 1 ? '' : 's'}, back to back`;

function submitTable(results: BenchResults): string {
  const { engines, bare } = results;
  const header = [
    'Submitting a period',
    ...engines.map((e) => e.label),
    'Bare Fastify POST',
    'Target',
  ];
  const limits = engines.map(
    (e) =>
      `${rate(e.limit)} · p50 ${ms(e.limit.p50)} ms · p99 ${ms(e.limit.p99)} ms${cpu(e.limit)} (${e.limitLabel})` +
      (e.limitOneConnection
        ? `; over 1 connection ${rate(e.limitOneConnection)} · p50 ${ms(e.limitOneConnection.p50)} ms`
        : ''),
  );
  const rows: string[][] = [['Limit: in-process insert of the same rows', ...limits, '', '']];
  for (const [index, level] of SUBMIT_LEVELS.entries()) {
    const bareLevel = bare.submits[index]?.result as Measure;
    rows.push([
      levelName(level),
      ...engines.map((e) => {
        const m = e.submits[index]?.result as Measure;
        if (m.requests === 0) return 'no answer within the run (the machine was overloaded)';
        if (level.rate) return `p50 ${ms(m.p50)} ms · p99 ${ms(m.p99)} ms${cpu(m)}`;
        const ratio = m.perSecond / e.limit.perSecond;
        // Back to back, N teachers wait N ÷ throughput on average (Little's law), even at the limit.
        const floor = ` (the limit alone: ${ms((level.connections / e.limit.perSecond) * 1000)} ms)`;
        const judged =
          level.connections === 1 ? oneTeacher(m, e.limitOneConnection ?? e.limit) : '';
        return `${rate(m)} (${times(ratio)} limit) · p50 ${ms(m.p50)} ms${floor} · p99 ${ms(m.p99)} ms${cpu(m)}${judged}`;
      }),
      `${level.rate ? '' : `${rate(bareLevel)} · `}p50 ${ms(bareLevel.p50)} ms · p99 ${ms(bareLevel.p99)} ms${cpu(bareLevel)}`,
      level.connections === 1 && !level.rate ? '≥ 0.8× the insert over 1 connection' : '',
    ]);
  }
  return table(header, rows);
}

const READ_TARGETS: Partial<Record<ReadName, number>> = { view: 50, cumulative: 30 };
/** Issue 26: `GET /api/health`'s server CPU ÷ a bare Fastify route's, at most. */
export const HEALTH_CPU_RATIO = 2;
const READ_CPU_RATIOS: Partial<Record<ReadName, number>> = { health: HEALTH_CPU_RATIO };

function readTable(results: BenchResults): string {
  const { engines, bare } = results;
  const header = [
    'Read (1 connection)',
    'Answer',
    ...engines.map((e) => `${e.label} p50 / p95 / p99`),
    'Bare Fastify p50 / p95 / p99',
    'Target',
  ];
  const rows = READS.map((name) => {
    const limit = bare.reads[name];
    const target = READ_TARGETS[name];
    const cpuRatio = READ_CPU_RATIOS[name];
    return [
      READ_LABELS[name],
      size(engines[0]?.answerBytes[name] ?? 0),
      ...engines.map((e) => {
        const m = e.reads[name];
        let judged = target ? ` — ${verdict(m.p95 < target)}` : '';
        if (cpuRatio && m.cpuMs !== undefined && limit.cpuMs) {
          const ratio = m.cpuMs / limit.cpuMs;
          judged = ` — CPU ${times(ratio)} bare, ${verdict(ratio <= cpuRatio)}`;
        }
        return `${ms(m.p50)} / ${ms(m.p95)} / ${ms(m.p99)} ms (${times(m.p50 / limit.p50)} bare)${cpu(m)}${judged}`;
      }),
      `${ms(limit.p50)} / ${ms(limit.p95)} / ${ms(limit.p99)} ms${cpu(limit)}`,
      target ? `p95 < ${target} ms` : cpuRatio ? `CPU ≤ ${cpuRatio}× bare` : '',
    ];
  });
  rows.push([
    'Passkey sign-in (options + sign-in)',
    '',
    ...engines.map((e) => {
      const m = e.passkey;
      if (!m) return 'not measured';
      return `${ms(m.p50)} / ${ms(m.p95)} / ${ms(m.p99)} ms (${times(m.p50 / e.reads.login.p50)} email + ID)${cpu(m)}`;
    }),
    '',
    'beside the email + ID card login',
  ]);
  return table(header, rows);
}

function growthTable(results: BenchResults): string {
  const engines = results.engines.filter((e) => e.growth);
  if (engines.length === 0) return 'Growth: not measured (--growth 0).';
  const header = [
    'Read p50, 1× → 10× the attendance table',
    ...engines.map(
      (e) =>
        `${e.label} (${e.rows.toLocaleString('en')} → ${e.growth?.rows.toLocaleString('en')} rows)`,
    ),
    'Target',
  ];
  const rows = READS.map((name) => [
    READ_LABELS[name],
    ...engines.map((e) => {
      const before = e.reads[name].p50;
      const after = e.growth?.reads[name].p50 as number;
      return `${ms(before)} → ${ms(after)} ms (${times(after / before)}) — ${verdict(after / before <= 1.5)}`;
    }),
    '≤ 1.5×',
  ]);
  return table(header, rows);
}

function memoryTable(results: BenchResults): string {
  const { engines } = results;
  const cell = (m: Memory) => `${memoryFigure(m)} — ${verdict(m.rssMb < 200)}`;
  const rows = [
    [
      'After the whole run, scale ' + results.scale,
      ...engines.map((e) => cell(e.memory)),
      '< 200 MB',
    ],
  ];
  if (engines.some((e) => e.growth)) {
    rows.push([
      `After the reads at scale ${results.growthScale}`,
      ...engines.map((e) => (e.growth ? cell(e.growth.memory) : '')),
      '< 200 MB',
    ]);
  }
  return table(['Server resident memory (VmRSS)', ...engines.map((e) => e.label), 'Target'], rows);
}

/**
 * Issue 56: one teacher's throughput ≥ 0.8× the in-process insert over one connection (a teacher
 * waits for each answer); the CPU per submission beside the insert's, not judged.
 */
function oneTeacher(m: Measure, single: Measure): string {
  const ratio = m.perSecond / single.perSecond;
  const cpu =
    m.cpuMs !== undefined && single.cpuMs !== undefined
      ? `; CPU ${times(m.cpuMs / single.cpuMs)} the insert's`
      : '';
  return ` — ${times(ratio)} the insert over 1 connection ${verdict(ratio >= 0.8)} (≥ 0.8×)${cpu}`;
}

export function report(results: BenchResults): string {
  return [
    `Machine: ${results.machine}; load average ${results.load}. Scale ${results.scale}${results.quick ? ' (--quick: the figures exercise the code and mean nothing)' : ''}.`,
    '',
    submitTable(results),
    '',
    readTable(results),
    '',
    growthTable(results),
    '',
    oversightTable(results.engines),
    '',
    familyTable(results.engines),
    requestsTable(results.engines),
    '',
    weekTable(results.engines),
    '',
    stallTable(results.engines),
    '',
    alertsTable(results.engines),
    '',
    memoryTable(results),
    '',
    issue23ServerTable(results),
    '',
    burstTable(results),
    '',
    scaleOutTable(results),
    '',
    results.web,
  ].join('\n');
}
