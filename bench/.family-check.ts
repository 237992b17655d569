// A temporary driver (not committed): issue 50's engine rows alone, at --quick sizes.
import { resolve } from 'node:path';
import { planCampus, shapeOf } from './campus';
import { databaseUrl, earliestDate, ensureGenerated, targetOf, workingCopy } from './databases';
import { burst } from './burst';
import { measureHome, openFamilySide, resultsDay, setTermFor, familyTable } from './family';
import { readers } from './reads';
import { buildApi, ROOT, signInAll, startApiServer } from './server';
import { SlotQueue } from './submit';
import { markToday } from './today';
import { importCampusWeek } from './week';

const kind = (process.argv[2] ?? 'sqlite') as 'sqlite' | 'postgres';
const log = (l: string) => console.error(l);
const shape = shapeOf(0.01);
const big = shapeOf(shape.unit, shape.copies * 10);
const options = { seconds: 1, warmSeconds: 0.3, loginAmount: 100 };
buildApi();
const pgUrl = 'postgres://postgres@127.0.0.1:5432/bench_w50';
const rows = [];
for (const s of [shape, big]) {
  const plan = planCampus(s);
  const base = targetOf(kind, s, pgUrl);
  await ensureGenerated(base, s, true, log);
  const work = await workingCopy(base);
  await markToday(work.target);
  const server = await startApiServer(databaseUrl(work.target), resolve(ROOT, `data/bench/w50-${s.key}.log`));
  try {
    const who = readers(plan);
    const signed = await signInAll(server.url, [who.teacher, who.hod, who.admin]);
    const queue = new SlotQueue(plan, await earliestDate(work.target));
    const family = await openFamilySide(work.target, plan, s === big ? 1 : undefined);
    let alone, day;
    if (s === shape) {
      log('burst alone…');
      alone = await burst([server.url], queue, work.target, 3);
      log(`results day: ${family.cookies.size} homes…`);
      day = await resultsDay(server.url, queue, work.target, family, 3, 3);
    }
    await importCampusWeek(server, plan);
    await setTermFor(server.url, signed.get(who.admin.id)!.cookie, family.reader);
    const home = await measureHome(server, family, options);
    rows.push({ alone, day, home });
  } finally {
    await server.stop();
    await work.release();
  }
}
console.log(
  familyTable([
    {
      label: kind,
      burst: rows[0]!.alone,
      familyHome: rows[0]!.home,
      resultsDay: rows[0]!.day,
      growth: { familyHome: rows[1]!.home },
    },
  ]),
);
