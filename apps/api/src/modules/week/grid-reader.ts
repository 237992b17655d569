import type ExcelJS from 'exceljs';
import {
  gridDayOf,
  gridPeriodOf,
  IMPORT_LIMITS,
  type PeriodStart,
  type Weekday,
} from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';
import { loadExcelJs } from '../../lib/exceljs';
import { assertSafeZip, NOT_A_SPREADSHEET } from '../imports';

/** One cell of a grid as the sheet holds it: a merged cell gives its text to every period. */
export interface GridSheetCell {
  day: Weekday;
  period: number;
  address: string;
  text: string;
}

/** A grid found on a sheet: its title rows, header row, days and the cells with text. */
export interface SheetGrid {
  sheet: string;
  /** How messages name the grid: the first text of the title row nearest it, or the sheet name. */
  name: string;
  titles: string[];
  headerRow: number;
  days: Weekday[];
  periods: number[];
  cells: GridSheetCell[];
  /** Headings that name neither a period nor a break, each with its cell. */
  problems: string[];
}

export const NO_GRID =
  'The workbook holds no timetable grid: a row of periods (I, II … or 1, 2 … or 9.00-9.50) above rows of days (MON … SAT or Day 1 … Day 6).';
/** Rows and columns a sheet of grids is read up to: a class's week fits many times over. */
const MAX_ROWS = 400;
const MAX_COLUMNS = 40;
/** A header row names at least this many periods. */
const MIN_PERIODS = 3;
/** Title rows read above a grid's header row. */
const TITLE_ROWS = 4;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a time of day (Excel keeps them as dates of 1899) as HH:MM. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${pad2(value.getUTCHours())}:${pad2(value.getUTCMinutes())}`;
  if (typeof value !== 'object')
    return String(value)
      .replace(/\u00a0/g, ' ')
      .trim();
  if ('richText' in value) return textOf(value.richText.map((part) => part.text).join(''));
  if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return textOf(String(value.text));
  return '';
}

type Matrix = { text: string; address: string }[][];

function matrixOf(sheet: ExcelJS.Worksheet): Matrix {
  const rows = Math.min(sheet.rowCount, MAX_ROWS);
  const columns = Math.min(sheet.columnCount, MAX_COLUMNS);
  const matrix: Matrix = [];
  for (let r = 1; r <= rows; r += 1) {
    const row: Matrix[number] = [];
    for (let c = 1; c <= columns; c += 1) {
      const cell = sheet.getCell(r, c);
      const text = textOf(cell.value);
      if (text.length > IMPORT_LIMITS.cellLength)
        throw new BadRequestError(`Cell ${cell.address} is too long for a timetable cell.`);
      row.push({ text, address: cell.isMerged ? cell.master.address : cell.address });
    }
    matrix.push(row);
  }
  return matrix;
}

/** The column of the day labels in the row under a header row, left of its first period. */
function dayColumn(row: Matrix[number] | undefined, firstPeriod: number): number {
  if (!row) return -1;
  return row.findIndex((cell, c) => c < firstPeriod && gridDayOf(cell.text) !== null);
}

/** Every grid of a sheet, top to bottom: a header row of periods over rows of days. */
function gridsOf(name: string, matrix: Matrix, periods: readonly PeriodStart[]): SheetGrid[] {
  const grids: SheetGrid[] = [];
  let above = 0;
  for (let r = 0; r < matrix.length; r += 1) {
    const headings = matrix[r]!.map((cell) => gridPeriodOf(cell.text, periods));
    const firstPeriod = headings.findIndex((h) => h.kind === 'period');
    if (headings.filter((h) => h.kind === 'period').length < MIN_PERIODS) continue;
    const dayAt = dayColumn(matrix[r + 1], firstPeriod);
    if (dayAt < 0) continue;
    const titleRows = matrix
      .slice(Math.max(above, r - TITLE_ROWS), r)
      .map((row) => [...new Set(row.map((cell) => cell.text).filter(Boolean))])
      .filter((texts) => texts.length > 0);
    const grid: SheetGrid = {
      sheet: name,
      name: titleRows.at(-1)?.[0] ?? name,
      titles: titleRows.map((texts) => texts.join(' ')),
      headerRow: r + 1,
      days: [],
      periods: [],
      cells: [],
      problems: [],
    };
    const columns = new Map<number, number>();
    headings.forEach((heading, c) => {
      const header = matrix[r]![c]!;
      if (c <= dayAt || header.text === '' || heading.kind === 'break') return;
      if (heading.kind === 'unknown')
        grid.problems.push(
          `${header.address}: '${header.text}' is neither a period of the campus day nor a break.`,
        );
      else if (grid.periods.includes(heading.period))
        grid.problems.push(`${header.address}: period ${heading.period} is given twice.`);
      else {
        columns.set(c, heading.period);
        grid.periods.push(heading.period);
      }
    });
    let end = r + 1;
    for (; end < matrix.length; end += 1) {
      const day = gridDayOf(matrix[end]![dayAt]!.text);
      if (day === null) break;
      if (grid.days.includes(day)) {
        grid.problems.push(`${matrix[end]![dayAt]!.address}: ${day} is given twice.`);
        continue;
      }
      grid.days.push(day);
      for (const [c, period] of columns) {
        const cell = matrix[end]![c]!;
        if (cell.text !== '')
          grid.cells.push({ day, period, address: cell.address, text: cell.text });
      }
    }
    grids.push(grid);
    above = end;
    r = end - 1;
  }
  return grids;
}

/**
 * The grids of an .xlsx workbook's visible sheets, one or several a sheet. The whole workbook
 * is loaded (merged cells are known only so), after the zip guard has checked its size.
 */
export async function readGrids(
  buffer: Buffer,
  fileName: string,
  periods: readonly PeriodStart[],
): Promise<SheetGrid[]> {
  if (!/\.xlsx$/i.test(fileName))
    throw new BadRequestError(
      'A timetable grid is read from an .xlsx workbook; save the file as .xlsx and upload that.',
      'NOT_XLSX',
    );
  await assertSafeZip(buffer);
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  }
  const grids = workbook.worksheets
    .filter((sheet) => sheet.state === 'visible')
    .flatMap((sheet) => gridsOf(sheet.name, matrixOf(sheet), periods));
  if (grids.length === 0) throw new BadRequestError(NO_GRID, 'NO_HEADER');
  return grids;
}
