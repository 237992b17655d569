import type { AutocannonRequest } from 'autocannon';
import { assertHealthy, measure, type Measure } from './load';
import type { Readers } from './reads';
import type { ServerProcess, SignedIn } from './server';

/** The HOD's three oversight answers, each one user waiting (issue 12: p95 < 50 ms). */
export const OVERSIGHT_READS = ['today', 'shortage', 'absences'] as const;
export type OversightRead = (typeof OVERSIGHT_READS)[number];
export type OversightFigures = Record<OversightRead, Measure>;

export const OVERSIGHT_LABELS: Record<OversightRead, string> = {
  today: 'Today, one department (HOD)',
  shortage: 'Shortage list, one department, the semester so far',
  absences: 'Consecutive absences (3 days), one department',
};
export const OVERSIGHT_TARGET_MS = 50;
/** The 10× campus may be at most this much slower (p95). */
export const OVERSIGHT_GROWTH_LIMIT = 1.5;

const PATHS: Record<OversightRead, string> = {
  today: '/api/oversight/today',
  shortage: '/api/oversight/shortage',
  absences: '/api/oversight/absences?days=3',
};

/** Each call once (it must answer 200), then measured on one connection. */
export async function measureOversight(
  server: ServerProcess,
  who: Readers,
  signed: Map<number, SignedIn>,
  options: { seconds: number; warmSeconds: number },
): Promise<OversightFigures> {
  const cookie = signed.get(who.hod.id)?.cookie as string;
  const figures = {} as OversightFigures;
  for (const name of OVERSIGHT_READS) {
    const check = await fetch(`${server.url}${PATHS[name]}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`oversight ${name} answered ${check.status}`);
    const request: AutocannonRequest = { method: 'GET', path: PATHS[name], headers: { cookie } };
    const spec = { url: server.url, connections: 1, request, cpu: server.cpu };
    await measure({ ...spec, seconds: options.warmSeconds });
    figures[name] = assertHealthy(
      `oversight ${name}`,
      await measure({ ...spec, seconds: options.seconds }),
    );
  }
  return figures;
}

const ms = (value: number) => (value >= 10 ? value.toFixed(1) : value.toFixed(2));
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

interface EngineOversight {
  label: string;
  oversight?: OversightFigures;
  growth?: { oversight?: OversightFigures };
}

/** The Markdown table of the oversight figures: p95 at both scales and their ratio. */
export function oversightTable(engines: readonly EngineOversight[]): string {
  const measured = engines.filter((e) => e.oversight);
  if (measured.length === 0) return 'Oversight: not measured.';
  const header = ['Oversight answer', ...measured.map((e) => `${e.label} p50 / p95; 10× p95`)];
  const rows = OVERSIGHT_READS.map((name) => [
    OVERSIGHT_LABELS[name],
    ...measured.map((e) => {
      const m = e.oversight![name];
      const big = e.growth?.oversight?.[name];
      const growth = big
        ? `; ${ms(big.p95)} ms (${(big.p95 / m.p95).toFixed(2)}×, ${verdict(big.p95 / m.p95 <= OVERSIGHT_GROWTH_LIMIT)})`
        : '';
      return `${ms(m.p50)} / ${ms(m.p95)} ms — ${verdict(m.p95 < OVERSIGHT_TARGET_MS)}${growth}`;
    }),
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
