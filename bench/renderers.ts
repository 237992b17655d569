import { readdirSync, readFileSync } from 'node:fs';

/**
 * Which of the browser's renderer processes drew a timed start, and since when it had been
 * running (issue 56, the installed start's two modes): read from /proc, outside the timed window,
 * for the processes of one browser only (the one whose command line holds `marker`; the other
 * helpers of the machine run their own). Linux only; elsewhere nothing is found.
 */
interface Proc {
  pid: number;
  ppid: number;
  args: string;
  /** Since the machine's boot, in clock ticks (USER_HZ, 100 a second on Linux). */
  startTicks: number;
  /** User and system time so far, in ticks. */
  cpuTicks: number;
  /**
   * Its main thread's nice value, and its service worker thread's when it has one: Chromium
   * lowers a renderer's priority when it shows no page (this bench runs as root, so it can).
   */
  nice: string;
}

/** The nice value of the process's service worker thread (named so by Chromium), if any. */
function workerNice(pid: number): string {
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8');
      if (!/ServiceW/i.test(comm)) continue;
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return `, worker thread ${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]}`;
    }
  } catch {
    // Ended while read.
  }
  return '';
}

/** Linux's USER_HZ: /proc's times are in hundredths of a second. */
const TICK_MS = 10;

function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name (which may hold spaces), from the state on (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      args,
      startTicks: Number(fields[19]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      nice: `${fields[16]}${args.includes('--type=renderer') ? workerNice(pid) : ''}`,
    };
  } catch {
    // Ended while read.
    return undefined;
  }
}

/** The machine's clock in the same ticks as a process's start. */
export function nowTicks(): number {
  return Math.round(Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 100);
}

/** The renderers of the browser launched with `marker` among its arguments, by pid. */
export function renderers(marker: string): Map<number, Proc> {
  const all = new Map<number, Proc>();
  let names: string[] = [];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return all;
  }
  for (const name of names) {
    const proc = readProc(Number(name));
    if (proc) all.set(proc.pid, proc);
  }
  const browser = [...all.values()].find(
    (p) => p.args.includes(marker) && !p.args.includes('--type='),
  );
  const found = new Map<number, Proc>();
  if (!browser) return found;
  const within = new Set([browser.pid]);
  // Parents come before children in /proc's order but not always: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const p of all.values())
      if (!within.has(p.pid) && within.has(p.ppid)) {
        within.add(p.pid);
        added = true;
      }
  }
  for (const p of all.values())
    if (within.has(p.pid) && p.args.includes('--type=renderer')) found.set(p.pid, p);
  return found;
}

export type Born = 'before the tab' | 'with the tab' | 'during the navigation';

export interface PageRenderer {
  /** Chromium's number for the process (its `--renderer-client-id`). */
  client: string;
  /** When it started: before the page was opened, with the page (its tab), or during the navigation. */
  born: Born;
  /** Its CPU time before the navigation, ms: seconds for the first opening's, little for a spare. */
  priorCpuMs: number;
  /** Its CPU time between the two snapshots, ms. */
  cpuMs: number;
  /** Its threads' nice values at the end. */
  nice: string;
  /** The other renderers that burned CPU meanwhile (the worker's, a spare being launched). */
  others: string;
}

/**
 * The renderer that burned the most CPU between `before` and `after` (the page's: it runs the
 * page's main thread under the CPU throttle), and when it was born against the moments the tab
 * was opened and the navigation began (ticks, nowTicks()); the others that burned CPU beside it.
 */
export function pageRenderer(
  before: Map<number, Proc>,
  after: Map<number, Proc>,
  tabAt: number,
  navigationAt: number,
): PageRenderer | undefined {
  const bornOf = (p: Proc): Born =>
    p.startTicks < tabAt
      ? 'before the tab'
      : p.startTicks < navigationAt
        ? 'with the tab'
        : 'during the navigation';
  const clientOf = (p: Proc) => /--renderer-client-id=(\d+)/.exec(p.args)?.[1] ?? String(p.pid);
  const used = [...after.values()]
    .map((p) => ({ p, cpu: p.cpuTicks - (before.get(p.pid)?.cpuTicks ?? 0) }))
    .sort((a, b) => b.cpu - a.cpu);
  const [top, ...rest] = used;
  if (!top) return undefined;
  return {
    client: clientOf(top.p),
    born: bornOf(top.p),
    priorCpuMs: (before.get(top.p.pid)?.cpuTicks ?? 0) * TICK_MS,
    cpuMs: top.cpu * TICK_MS,
    nice: top.p.nice,
    others: rest
      .filter((u) => u.cpu > 0)
      .map(
        (u) =>
          `#${clientOf(u.p)} ${bornOf(u.p)} (${(before.get(u.p.pid)?.cpuTicks ?? 0) * TICK_MS} before, nice ${u.p.nice}) ${u.cpu * TICK_MS}`,
      )
      .join(', '),
  };
}
