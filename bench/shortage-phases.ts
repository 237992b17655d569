import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { CountingRepo } from '../apps/api/src/modules/counting';
import { OversightRepo } from '../apps/api/src/modules/oversight/oversight.repo';
import {
  campusClockOf,
  OversightService,
} from '../apps/api/src/modules/oversight/oversight.service';
import { ShortageRepo } from '../apps/api/src/modules/oversight/shortage.repo';
import { TeachingDays } from '../apps/api/src/modules/week';
import { inProcessApi } from './in-process';

/**
 * Where the shortage list's time goes, in-process (issue 56): the HOD of CSE's list (the
 * semester so far, as bench/oversight.ts asks it) made again and again on the connection a
 * report worker opens (SQLite) or the server's pool (PostgreSQL), each read of the service
 * timed apart, the rest being its JavaScript and JSON.stringify.
 *
 *   DATABASE_URL=sqlite:data/bench/campus-1.db node --import tsx bench/shortage-phases.ts [--times 50] [--all]
 *
 * --all: every student's totals read, as before issue 56 (no `under`).
 */
const { values: flags } = parseArgs({
  options: { times: { type: 'string', default: '50' }, all: { type: 'boolean', default: false } },
});
const { config, database } = inProcessApi();
const { db } = database;

const spent = new Map<string, number>();
function timed<T extends object>(owner: T, name: keyof T & string, label = name): void {
  const original = owner[name] as unknown as (...args: unknown[]) => Promise<unknown>;
  (owner as Record<string, unknown>)[name] = async function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      spent.set(label, (spent.get(label) ?? 0) + performance.now() - started);
    }
  };
}
if (flags.all) {
  const semesterTotals = ShortageRepo.prototype.semesterTotals;
  ShortageRepo.prototype.semesterTotals = function (students, policy) {
    return semesterTotals.call(this, students, policy);
  };
}
timed(ShortageRepo.prototype, 'activeClasses');
timed(ShortageRepo.prototype, 'semesterTotals');
timed(OversightRepo.prototype, 'subjects');
timed(OversightRepo.prototype, 'students');
timed(CountingRepo.prototype, 'policyOf');
timed(TeachingDays as unknown as Record<string, unknown>, 'of', 'calendar');

const hod = await db
  .selectFrom('staff')
  .selectAll()
  .where('department', '=', 'CSE')
  .where('designation', '=', 'HOD')
  .executeTakeFirstOrThrow();
const staff = {
  id: hod.id,
  staffName: hod.staff_name,
  staffCode: hod.staff_code,
  department: hod.department,
  designation: hod.designation as 'HOD',
  email: hod.email,
  phone: hod.phone,
};
const service = new OversightService(db, campusClockOf(config), config);
const query = { threshold: 75 } as Parameters<OversightService['shortage']>[1];
let bytes = 0;
let digest = '';
const make = async () => {
  const answer = await service.shortage(staff, query, new Date());
  const started = performance.now();
  const text = JSON.stringify(answer);
  bytes = text.length;
  digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
  spent.set('JSON.stringify', (spent.get('JSON.stringify') ?? 0) + performance.now() - started);
  return answer;
};
for (let i = 0; i < 5; i += 1) await make();
spent.clear();
const times = Number(flags.times);
const started = performance.now();
const cpu = process.cpuUsage();
let students = 0;
for (let i = 0; i < times; i += 1) students = (await make()).students.length;
const wall = (performance.now() - started) / times;
const used = process.cpuUsage(cpu);
const phases = [...spent].map(([name, ms]) => `${name} ${(ms / times).toFixed(2)}`);
const rest = wall - [...spent.values()].reduce((a, b) => a + b, 0) / times;
console.log(
  `${config.database.kind}: ${wall.toFixed(2)} ms a list (CPU ${((used.user + used.system) / 1000 / times).toFixed(2)} ms), ` +
    `${students} students short, ${bytes} bytes (sha256 ${digest}); ms: ${phases.join(', ')}, the rest ${rest.toFixed(2)}`,
);
await database.close();
