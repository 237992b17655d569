import { drawStatus, mulberry32, zonedInstant } from '../apps/api/src/modules/demo/demo.helpers';
import { PERIODS, slotOf, TIMEZONE, type CampusPlan } from './campus';
import type { Row } from './rows';

const STATUS_SEED = 0x57a7;

/**
 * The semester's attendance as the campus would have written it: day by day, period by period,
 * one submission per class, each with its audit entry. Statuses come from one seeded stream per
 * department, so a department's records do not depend on how many other departments there are.
 */
export function* semesterAttendance(
  plan: CampusPlan,
): Generator<{ attendance: Row[]; audit: Row[] }> {
  const streams = plan.departments.map((d) => mulberry32(STATUS_SEED + d.index));
  for (const [day, date] of plan.dates.entries()) {
    for (let period = 1; period <= PERIODS; period += 1) {
      const createdAt = zonedInstant(date, 9 * 60 + period * 50, TIMEZONE);
      const attendance: Row[] = [];
      const audit: Row[] = [];
      for (const department of plan.departments) {
        const random = streams[department.index] as () => number;
        department.batches.forEach((batch, batchIndex) => {
          for (const subject of slotOf(batch, batchIndex, day, period)) {
            const { teacher } = subject;
            for (const student of subject.students) {
              attendance.push([
                student.id,
                subject.id,
                teacher.id,
                student.registerNumber,
                teacher.code,
                subject.code,
                batch.name,
                batch.department,
                batch.year,
                batch.semester,
                date,
                period,
                drawStatus(random, student.presence),
                createdAt,
              ]);
            }
            const details = JSON.stringify({ date, period, count: subject.students.length });
            audit.push([
              createdAt,
              teacher.id,
              'attendance.mark',
              'subject',
              String(subject.id),
              details,
            ]);
          }
        });
      }
      yield { attendance, audit };
    }
  }
}
