import { parseArgs } from 'node:util';
import {
  campusClockOf,
  OversightService,
} from '../apps/api/src/modules/oversight/oversight.service';
import { ShortageRepo } from '../apps/api/src/modules/oversight/shortage.repo';
import { inProcessApi } from './in-process';

/**
 * The shortage list with and without issue 56's reading of only the students who may be short,
 * made from one snapshot of the database (a repeatable-read transaction on PostgreSQL, where
 * others may be writing), compared byte for byte for several thresholds and both views.
 *
 *   DATABASE_URL=… node --import tsx bench/shortage-same.ts [--department CSE]
 */
const { values: flags } = parseArgs({
  options: { department: { type: 'string', default: 'CSE' } },
});
const { config, database } = inProcessApi();
const semesterTotals = ShortageRepo.prototype.semesterTotals;
let all = false;
ShortageRepo.prototype.semesterTotals = function (students, policy, under) {
  return semesterTotals.call(this, students, policy, all ? undefined : under);
};
await database.db
  .transaction()
  .setIsolationLevel(config.database.kind === 'sqlite' ? 'serializable' : 'repeatable read')
  .execute(async (trx) => {
    const hod = await trx
      .selectFrom('staff')
      .selectAll()
      .where('department', '=', flags.department)
      .where('designation', '=', 'HOD')
      .executeTakeFirstOrThrow();
    const staff = {
      id: hod.id,
      staffName: hod.staff_name,
      staffCode: hod.staff_code,
      department: hod.department,
      designation: 'HOD' as const,
      email: hod.email,
      phone: hod.phone,
    };
    const service = new OversightService(trx, campusClockOf(config), config);
    for (const threshold of [50, 65, 75, 76, 80, 90, 100]) {
      for (const condonation of [undefined, 'true'] as const) {
        const query = { threshold, ...(condonation ? { condonation } : {}) };
        all = true;
        const before = JSON.stringify(await service.shortage(staff, query, new Date()));
        all = false;
        const after = JSON.stringify(await service.shortage(staff, query, new Date()));
        const short = (JSON.parse(after) as { students: unknown[] }).students.length;
        console.log(
          `${config.database.kind} ${flags.department} threshold ${threshold}${condonation ? ' condonation' : ''}: ` +
            `${short} students, ${after.length} bytes, ${before === after ? 'identical' : 'DIFFERENT'}`,
        );
        if (before !== after) process.exitCode = 1;
      }
    }
  });
await database.close();
