import { memoryFigure, table, times, verdict, type BenchResults } from './report';

/** Issue 23's server targets: the heavy reads beside the bare route, memory, one teacher. */
const ISSUE23_SERVER = {
  cumulativeRatio: 3,
  viewRatio: 2,
  rssMb: 160,
  peakMb: 220,
  oneTeacherRatio: 0.7,
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
      'One teacher back to back, throughput ÷ the insert limit',
      ...engines.map((e) => {
        const one = e.submits.find((level) => level.connections === 1 && !level.rate)?.result;
        if (!one) return 'not measured';
        const ratio = one.perSecond / e.limit.perSecond;
        // Beside the verdict: the same against the insert over one connection, as one teacher.
        const single = e.limitOneConnection
          ? ` (${times(one.perSecond / e.limitOneConnection.perSecond)} the insert over 1 connection)`
          : '';
        return `${times(ratio)} — ${verdict(ratio >= ISSUE23_SERVER.oneTeacherRatio)}${single}`;
      }),
      `≥ ${ISSUE23_SERVER.oneTeacherRatio}×`,
    ],
  ];
  return table(['Issue 23, the server', ...engines.map((e) => e.label), 'Target'], rows);
}
