import { memoryFigure, table, times, verdict, type BenchResults } from './report';

/** Issue 23's server targets: the heavy reads beside the bare route, memory, one teacher. */
const ISSUE23_SERVER = {
  cumulativeRatio: 3,
  viewRatio: 2,
  rssMb: 160,
  peakMb: 220,
  /** Issue 56: against the in-process insert over one connection (a teacher waits for each answer). */
  oneTeacherRatio: 0.8,
};

/** Every server row of issue 23's second table, with its target, met or missed. */
export function issue23ServerTable(results: BenchResults): string {
  const { engines, bare } = results;
  const ratioRow = (name: 'cumulative' | 'view', label: string, target: number) => [
    label,
    ...engines.map((e) => {
      const ratio = e.reads[name].p50 / bare.reads[name].p50;
      return `${times(ratio)} — ${verdict(ratio <= target)}`;
    }),
    `≤ ${target}×`,
  ];
  const rows = [
    ratioRow(
      'cumulative',
      'Cumulative read, p50 ÷ a bare route sending the same bytes',
      ISSUE23_SERVER.cumulativeRatio,
    ),
    ratioRow('view', 'View Attendance (semester), p50 ÷ bare', ISSUE23_SERVER.viewRatio),
    [
      'Server RSS after the whole run (peak)',
      ...engines.map(({ memory }) => {
        const ok = memory.rssMb < ISSUE23_SERVER.rssMb && memory.peakMb < ISSUE23_SERVER.peakMb;
        return `${memoryFigure(memory)} — ${verdict(ok)}`;
      }),
      `< ${ISSUE23_SERVER.rssMb} MB, peak < ${ISSUE23_SERVER.peakMb} MB`,
    ],
    [
      'One teacher back to back, throughput ÷ the in-process insert over one connection',
      ...engines.map((e) => {
        const one = e.submits.find((level) => level.connections === 1 && !level.rate)?.result;
        const limit = e.limitOneConnection ?? e.limit;
        if (!one) return 'not measured';
        const ratio = one.perSecond / limit.perSecond;
        const cpu =
          one.cpuMs !== undefined && limit.cpuMs !== undefined
            ? `; server CPU ${one.cpuMs.toFixed(2)} ms per submission, ${times(one.cpuMs / limit.cpuMs)} the insert's`
            : '';
        return `${one.perSecond.toFixed(0)}/s ÷ ${limit.perSecond.toFixed(0)}/s = ${times(ratio)} — ${verdict(ratio >= ISSUE23_SERVER.oneTeacherRatio)}${cpu}`;
      }),
      `≥ ${ISSUE23_SERVER.oneTeacherRatio}×`,
    ],
  ];
  return table(['Issue 23, the server', ...engines.map((e) => e.label), 'Target'], rows);
}
