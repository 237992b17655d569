/**
 * What a Lighthouse run says of a page's main thread (`bench/lighthouse.ts --diagnostics`): the
 * time by script (bootup-time), the long tasks and the LCP element, as lines of text.
 */
interface Audit {
  details?: unknown;
}

const ms = (value: unknown) => `${Math.round(Number(value) || 0)} ms`;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

export function diagnostics(audits: Record<string, Audit>): string {
  const items = (id: string) =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const scripts = items('bootup-time')
    .slice(0, 8)
    .map(
      (i) =>
        `  ${short(i.url)}: ${ms(i.total)} (evaluation ${ms(i.scripting)}, parse and compile ${ms(i.scriptParseCompile)})`,
    );
  const tasks = items('long-tasks')
    .slice(0, 8)
    .map((i) => `  at ${ms(i.startTime)}: ${ms(i.duration)} ${short(i.url)}`);
  const lcp = items('largest-contentful-paint-element')
    .flatMap((i) => (i as { items?: { node?: { snippet?: string } }[] }).items ?? [i])
    .map((i) => (i as { node?: { snippet?: string } }).node?.snippet)
    .find(Boolean);
  return [
    'Main thread by script (bootup-time):',
    ...scripts,
    'Long tasks:',
    ...tasks,
    `LCP element: ${lcp ?? '(none reported)'}`,
  ].join('\n');
}
