import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { planCampus, type Shape } from './campus';
import { burst, rowCounter, type BurstResult } from './burst';
import {
  databaseUrl,
  dropPostgres,
  earliestDate,
  ensureGenerated,
  targetOf,
  workingCopy,
} from './databases';
import { assertHealthy, measure, type Measure } from './load';
import { NGINX, NGINX_MISSING, startNginx } from './nginx';
import type { ReadOptions } from './reads';
import { signIn, signInAll, startApiServer, type ServerProcess } from './server';
import { SlotQueue, submissionBody, submitRequest } from './submit';

/**
 * Scale-out on PostgreSQL: two portal servers on one database behind nginx (round robin). Sessions
 * live in the database, so any server answers any teacher; both share APP_SECRET (server.ts).
 */
export interface ScaleOutResults {
  scale: string;
  /** A teacher signed in on server A submitted through server B. */
  crossServer: boolean;
  burst: BurstResult;
  /** Teachers submitting back to back through nginx, to one server and to two. */
  saturation: { one: Saturation; two: Saturation; connections: number };
}

export interface Saturation extends Measure {
  /** Share of the whole machine's CPU time that was busy during the run (all cores). */
  machineBusy: number;
  /** CPU per answer of the portal servers together, and of nginx. */
  serversCpuMs: number;
  nginxCpuMs: number;
}

export interface ScaleOutContext {
  shape: Shape;
  postgresUrl: string;
  fresh: boolean;
  /** Drop the schema afterwards (--quick: CI leaves nothing behind). */
  dropAfter: boolean;
  burstSeconds: number;
  options: ReadOptions;
  logDir: string;
  log: (line: string) => void;
}

const SATURATION_CONNECTIONS = 50;

/** Busy and total jiffies of all cores, from the first line of /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

async function saturate(
  url: string,
  queue: SlotQueue,
  cookies: Map<number, string>,
  servers: ServerProcess[],
  nginxCpu: () => number,
  options: ReadOptions,
): Promise<Saturation> {
  const spec = {
    url,
    connections: SATURATION_CONNECTIONS,
    request: submitRequest(queue, cookies),
  };
  await measure({ ...spec, seconds: options.warmSeconds });
  const serversCpu = () => servers.reduce((sum, s) => sum + s.cpu(), 0);
  const [ticks, cpu, nginx] = [machineTicks(), serversCpu(), nginxCpu()];
  const measured = await measure({ ...spec, seconds: options.seconds });
  // As in engine.ts: a run that got no answer at all (the warm-up's requests still hold the
  // servers, at --quick's one second) is kept as unmeasured, not fatal; refusals still are.
  const silent = measured.requests === 0 && measured.failures === 0;
  const result = silent ? measured : assertHealthy('scale-out', measured);
  const after = machineTicks();
  const perAnswer = (cpuSeconds: number) => (silent ? 0 : (cpuSeconds * 1000) / result.requests);
  return {
    ...result,
    machineBusy: (after.busy - ticks.busy) / (after.total - ticks.total),
    serversCpuMs: perAnswer(serversCpu() - cpu),
    nginxCpuMs: perAnswer(nginxCpu() - nginx),
  };
}

export async function benchScaleOut(ctx: ScaleOutContext): Promise<ScaleOutResults | string> {
  const { shape, log } = ctx;
  if (!existsSync(NGINX)) return `Scale-out: skipped (${NGINX_MISSING}).`;
  const base = targetOf('postgres', shape, ctx.postgresUrl);
  await ensureGenerated(base, shape, ctx.fresh, log);
  const work = await workingCopy(base);
  const plan = planCampus(shape);
  const queue = new SlotQueue(plan, await earliestDate(work.target));
  log(`scale-out: two servers behind nginx (${NGINX}) on PostgreSQL, scale ${shape.key}…`);
  const servers: ServerProcess[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    for (const name of ['a', 'b']) {
      const logPath = resolve(ctx.logDir, `server-scaleout-${name}.log`);
      const server = await startApiServer(databaseUrl(work.target), logPath, {
        TRUST_PROXY: '127.0.0.1',
      });
      servers.push(server);
      stops.push(() => server.stop());
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const both = await startNginx([a.url, b.url]);
    stops.push(() => both.stop());
    const one = await startNginx([a.url]);
    stops.push(() => one.stop());

    // Signed in on A, submitting on B: the session is the database's, not the process's.
    const slot = queue.next();
    const { cookie } = await signIn(a.url, slot.subject.teacher);
    const crossed = await fetch(`${b.url}/api/attendance/mark`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: submissionBody(slot),
    });
    const stored = await rowCounter(work.target)(slot);
    const crossServer = crossed.status === 201 && stored === slot.subject.students.length;
    if (!crossServer)
      throw new Error(
        `scale-out: submitting on B after signing in on A answered ${crossed.status}`,
      );

    log(`scale-out: the burst of ${plan.departments.length * 12} classes through nginx…`);
    const burstResult = await burst([both.url], queue, work.target, ctx.burstSeconds);

    // Back to back, a campus's teachers, slots a year before the burst's so none collide.
    const campus = { ...plan, departments: plan.departments.slice(0, 7) };
    const before = new Date(Date.parse(await earliestDate(work.target)) - 365 * 86_400_000);
    const saturationQueue = new SlotQueue(campus, before.toISOString().slice(0, 10));
    const signed = await signInAll(both.url, saturationQueue.teachers());
    const cookies = new Map([...signed].map(([id, s]) => [id, s.cookie]));
    log('scale-out: saturation, one server behind nginx…');
    const oneResult = await saturate(one.url, saturationQueue, cookies, [a], one.cpu, ctx.options);
    log('scale-out: saturation, two servers behind nginx…');
    const twoResult = await saturate(
      both.url,
      saturationQueue,
      cookies,
      [a, b],
      both.cpu,
      ctx.options,
    );
    return {
      scale: shape.key,
      crossServer,
      burst: burstResult,
      saturation: { one: oneResult, two: twoResult, connections: SATURATION_CONNECTIONS },
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await work.release();
    if (ctx.dropAfter) await dropPostgres(base);
  }
}
