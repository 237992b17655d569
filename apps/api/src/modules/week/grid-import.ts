import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  campusToday,
  gridAbbreviationChoices,
  gridClassChoices,
  gridKey,
  proposeGridClass,
  type ClassKey,
  type GridClassChoice,
  type GridDto,
  type GridImportAnswer,
  type GridImportQuery,
  type GridUnknownDto,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { Upload } from '../imports/imports.service';
import { GridAbbreviationsRepo } from './grid-abbreviations.repo';
import { checkGrids, type PlannedGrid } from './grid-conflicts';
import { matchCells, type GridSubject } from './grid-match';
import { readGrids } from './grid-reader';
import { TimetableRepo } from './timetable.repo';
import { classLabel } from './week-class';
import type { TimetableService } from './timetable.service';

const CHOICES_CHANGED =
  'The classes or abbreviations differ from the ones the preview showed; nothing was imported. Preview the file again, then import.';

function parsedChoice<T>(text: string | undefined, schema: z.ZodType<T>, name: string) {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError(`${name} must be JSON.`, 'VALIDATION');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new BadRequestError(`${name}: ${parsed.error.issues[0]?.message}`, 'VALIDATION');
  return parsed.data;
}

const sameClass = (a: GridClassChoice, b: GridClassChoice) =>
  a.batch === b.batch && a.year === b.year && a.semester === b.semester;

/**
 * A workbook of timetable grids (one per class, several a sheet) read into the department's
 * classes: preview with each cell's subjects and problems, then an all-or-nothing commit in
 * force from a chosen date, as the week editor saves, with the abbreviations confirmed kept.
 */
export class GridImport {
  /** `timetables` checks and reads weeks as the week editor does; `timeZone` dates "today". */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly timetables: TimetableService,
    private readonly timeZone: string,
  ) {}

  async run(
    hod: AuthStaff,
    upload: Upload,
    query: GridImportQuery,
    now: Date,
  ): Promise<GridImportAnswer> {
    const effectiveFrom = query.effectiveFrom ?? campusToday(now, this.timeZone);
    const choices = parsedChoice(query.classes, gridClassChoices, 'classes') ?? [];
    const asked = parsedChoice(query.abbreviations, gridAbbreviationChoices, 'abbreviations') ?? {};
    const sheetGrids = await readGrids(upload.buffer, upload.fileName, this.timetables.periods);
    const sha256 = createHash('sha256').update(upload.buffer).digest('hex');
    const department = hod.department;
    const classes = (await this.timetables.repo.classesOf(department)).map(
      ({ batch, year, semester }) => ({ batch, year, semester }),
    );
    const abbreviationsRepo = new GridAbbreviationsRepo(this.db);
    const remembered = await abbreviationsRepo.of(department);
    const codes = await abbreviationsRepo.codesOf(department);
    const errors: string[] = [];
    const chosen = new Map<string, string>();
    for (const [text, code] of Object.entries(asked)) {
      if (codes.has(code.toUpperCase())) chosen.set(gridKey(text), code.toUpperCase());
      else
        errors.push(`'${text}' cannot mean ${code}: no subject of your department has that code.`);
    }
    const abbreviations = new Map([...remembered, ...chosen]);

    const planned: PlannedGrid[] = [];
    const grids: GridDto[] = [];
    const unknown = new Map<string, GridUnknownDto>();
    const used = new Set<string>();
    for (const [index, sheetGrid] of sheetGrids.entries()) {
      const title = sheetGrid.name;
      const proposedClass = proposeGridClass([...sheetGrid.titles, sheetGrid.sheet], classes);
      const cls = choices[index] ?? proposedClass;
      const gridErrors = sheetGrid.problems.map((problem) => `${title}, ${problem}`);
      const grid: GridDto = {
        sheet: sheetGrid.sheet,
        title,
        headerRow: sheetGrid.headerRow,
        proposedClass,
        class: cls,
        days: sheetGrid.days,
        periods: sheetGrid.periods,
        cells: sheetGrid.cells.map((c) => ({ ...c, subjects: [], errors: [], warnings: [] })),
      };
      grids.push(grid);
      if (!cls) gridErrors.push(`${title}: choose its class; the title names none of yours.`);
      else if (!classes.some((c) => sameClass(c, cls)))
        gridErrors.push(`${title}: ${classLabel(cls)} is not a class of your department.`);
      else if (planned.some((p) => sameClass(p.cls, cls)))
        gridErrors.push(`${title}: ${classLabel(cls)} has another grid in this file.`);
      errors.push(...gridErrors);
      if (gridErrors.length > 0 || !cls) continue;
      const key: ClassKey = { department, ...cls };
      const subjects = await this.subjectsOf(key);
      const matched = matchCells(sheetGrid.cells, title, subjects, abbreviations);
      grid.cells = matched.cells;
      for (const key of matched.used) used.add(key);
      planned.push({ cls: key, title, cells: matched.cells });
      for (const { text, cell } of matched.unknown) {
        let entry = unknown.get(gridKey(text));
        if (!entry) unknown.set(gridKey(text), (entry = { text, cells: [], choices: [] }));
        entry.cells.push(cell);
        for (const s of subjects)
          if (!entry.choices.some((c) => c.subjectCode === s.subject_code))
            entry.choices.push({ subjectCode: s.subject_code, subjectName: s.subject_name });
      }
    }
    await checkGrids(this.timetables, planned, effectiveFrom);
    const cells = planned.flatMap((p) => p.cells);
    errors.push(...cells.flatMap((c) => c.errors));
    const warnings = cells.flatMap((c) => c.warnings);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([sha256, effectiveFrom, grids.map((g) => g.class), [...chosen]]))
      .digest('hex');
    if (query.commit && query.fingerprint !== undefined && query.fingerprint !== fingerprint)
      throw new ConflictError(CHOICES_CHANGED, 'MAPPING_CHANGED');
    let created = 0;
    if (query.commit && errors.length === 0) {
      await this.store(hod, planned, chosen, effectiveFrom, now, upload.fileName, sha256);
      created = planned.length;
    }
    return {
      fileName: upload.fileName,
      sha256,
      effectiveFrom,
      grids: grids.map((g) => ({
        ...g,
        cells: g.cells.map(({ day, period, address, text, subjects, errors, warnings }) => ({
          ...{ day, period, address, text, subjects, errors, warnings },
        })),
      })),
      unknown: [...unknown.values()],
      abbreviations: [...abbreviations]
        .filter(([key]) => used.has(key) || chosen.has(key))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, subjectCode]) => ({
          text: key,
          subjectCode,
          source: chosen.has(key) ? ('chosen' as const) : ('remembered' as const),
        })),
      classes,
      errors,
      warnings,
      created,
      fingerprint,
    };
  }

  /** A class's subjects with their staff, each once (the first assignment names the staff). */
  private async subjectsOf(cls: ClassKey): Promise<GridSubject[]> {
    const rows = await this.timetables.repo.subjectsWithStaff({ cls });
    return rows.filter((row, i) => rows.findIndex((r) => r.id === row.id) === i);
  }

  private async store(
    hod: AuthStaff,
    planned: PlannedGrid[],
    chosen: Map<string, string>,
    effectiveFrom: string,
    now: Date,
    fileName: string,
    sha256: string,
  ) {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const writes = new TimetableRepo(trx);
      for (const grid of planned) {
        const cells = grid.cells
          .filter((c) => c.subjects.length > 0)
          .map((c) => ({
            day: c.day,
            period: c.period,
            subjectIDs: c.subjects.map((s) => s.subjectID),
          }));
        await writes.writeVersion(grid.cls, effectiveFrom, cells, hod.id, at);
      }
      const remembered = new GridAbbreviationsRepo(trx);
      for (const [abbreviation, code] of chosen)
        await remembered.remember(hod.department, abbreviation, code, hod.id, at);
      const grids = planned.map((g) => `${g.title}: ${classLabel(g.cls)}`);
      const details = { department: hod.department, fileName, sha256, effectiveFrom, grids };
      const audited = { ...details, abbreviations: Object.fromEntries(chosen) };
      await writeAudit(trx, now, {
        staffId: hod.id,
        action: 'import',
        entity: 'timetables',
        details: audited,
      });
    });
  }
}
