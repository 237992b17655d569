import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  campusToday,
  timetableAt,
  TIMETABLE_IMPORT_COLUMNS,
  WEEKDAYS,
  type ClassKey,
  type ImportReport,
  type TimetableCell,
  type Weekday,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { headerOf, mapColumns } from '../imports';
import { emptyPlan, readRow } from '../imports';
import { readSheet } from '../imports';
import type { Upload } from '../imports';
import { TimetableService } from './timetable.service';
import { TimetableRepo } from './timetable.repo';
import { classLabel } from './week-class';
import { WeekLoader } from './week-loader';

interface ClassPlan {
  cls: ClassKey;
  cells: TimetableCell[];
  rows: number[];
  rowOf: Map<string, number>;
}

const sameCells = (a: readonly TimetableCell[], b: readonly TimetableCell[]) => {
  const text = (cells: readonly TimetableCell[]) =>
    cells
      .flatMap((c) => c.subjectIDs.map((id) => `${c.day}:${c.period}:${id}`))
      .sort()
      .join();
  return text(a) === text(b);
};

/**
 * A whole department's timetables from one sheet (a row per class, day, period and subject):
 * preview, then all-or-nothing commit; a class whose week is already the file's is skipped,
 * so uploading the same file again changes nothing.
 */
export class TimetableImport {
  private readonly timetables: TimetableService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.timetables = new TimetableService(db, config);
  }

  async run(hod: AuthStaff, upload: Upload, commit: boolean, from: string | undefined, now: Date) {
    const effectiveFrom = from ?? campusToday(now, this.config.timezone);
    const sheet = await readSheet(upload.buffer, upload.fileName);
    const sha256 = createHash('sha256').update(upload.buffer).digest('hex');
    const map = mapColumns(sheet.headers, TIMETABLE_IMPORT_COLUMNS);
    const plan = emptyPlan<never>(map);
    const weeks = new WeekLoader(this.db, this.config);
    const subjects = await this.db
      .selectFrom('subjects')
      .select(['id', 'subject_code', 'batch', 'year', 'semester'])
      .where('owner_department', '=', hod.department)
      .execute();
    const periods = this.timetables.periods.map((p) => p.number);
    const classes = new Map<string, ClassPlan>();
    for (const sheetRow of sheet.rows) {
      const { row, problems, raw } = readRow(map, sheetRow);
      const fail = (field: string, message: string) =>
        problems.push({ row, column: headerOf(map, field), message });
      const day = WEEKDAYS.find(
        (d) => d.toLowerCase() === (raw.day ?? '').slice(0, 3).toLowerCase(),
      );
      if (!day) fail('day', 'must be Mon, Tue, Wed, Thu, Fri, Sat or Sun');
      const period = Number(raw.period);
      if (!periods.includes(period))
        fail('period', `must be a period of the campus day (${periods.join(', ')})`);
      const year = Number(raw.year);
      const semester = Number(raw.semester);
      const code = (raw.subjectCode ?? '').toUpperCase();
      const subject = subjects.find(
        (s) =>
          s.batch === raw.batch &&
          s.year === year &&
          s.semester === semester &&
          s.subject_code.toUpperCase() === code,
      );
      if (!subject)
        fail(
          'subjectCode',
          `is not a subject of ${raw.batch ?? '?'} year ${raw.year ?? '?'} semester ${raw.semester ?? '?'} in your department`,
        );
      plan.errors.push(...problems);
      plan.rows.push({ row, status: problems.length > 0 ? 'error' : 'new', values: { ...raw } });
      if (problems.length > 0 || !subject || !day) continue;
      const cls = { department: hod.department, batch: subject.batch, year, semester };
      const key = classLabel(cls);
      let entry = classes.get(key);
      if (!entry) classes.set(key, (entry = { cls, cells: [], rows: [], rowOf: new Map() }));
      entry.rows.push(row);
      let cell = entry.cells.find((c) => c.day === day && c.period === period);
      if (!cell) entry.cells.push((cell = { day: day as Weekday, period, subjectIDs: [] }));
      if (!cell.subjectIDs.includes(subject.id)) cell.subjectIDs.push(subject.id);
      if (!entry.rowOf.has(`${day}:${period}`)) entry.rowOf.set(`${day}:${period}`, row);
    }
    const changed: ClassPlan[] = [];
    for (const entry of classes.values()) {
      const { conflicts } = await this.timetables.check(entry.cls, {
        cells: entry.cells,
        effectiveFrom,
      });
      for (const c of conflicts) {
        plan.errors.push({
          row: entry.rowOf.get(`${c.day}:${c.period}`) ?? 0,
          column: 'Subject Code',
          message: c.message,
        });
      }
      const inForce = timetableAt(await weeks.timetable(entry.cls), effectiveFrom);
      if (inForce && sameCells(inForce.cells, entry.cells)) {
        for (const r of plan.rows)
          if (entry.rows.includes(r.row) && r.status === 'new') r.status = 'skipped';
      } else changed.push(entry);
    }
    for (const r of plan.rows) if (plan.errors.some((e) => e.row === r.row)) r.status = 'error';
    plan.skipped = plan.rows.filter((r) => r.status === 'skipped').length;
    const valid = plan.rows.filter((r) => r.status === 'new').length;
    let created = 0;
    if (commit && plan.errors.length === 0 && changed.length > 0) {
      await this.db.transaction().execute(async (trx) => {
        const writes = new TimetableRepo(trx);
        for (const entry of changed) {
          await writes.writeVersion(
            entry.cls,
            effectiveFrom,
            entry.cells,
            hod.id,
            now.toISOString(),
          );
        }
        await writeAudit(trx, now, {
          staffId: hod.id,
          action: 'import',
          entity: 'timetables',
          details: {
            department: hod.department,
            fileName: upload.fileName,
            sha256,
            effectiveFrom,
            classes: changed.length,
          },
        });
      });
      created = valid;
    }
    const answer: ImportReport = {
      fileName: upload.fileName,
      sha256,
      rows: plan.rows,
      valid,
      skipped: plan.skipped,
      created,
      errors: plan.errors,
      ignoredColumns: plan.ignoredColumns,
    };
    return answer;
  }
}
