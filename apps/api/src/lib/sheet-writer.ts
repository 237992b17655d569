import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { campusToday, sameDepartment, type CampusConfig } from '@attendance/domain';
import { loadExcelJs } from './exceljs';
import { fileAnswer, HEAVY_REPORT_REFUSALS, staffRefusals } from './responses';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The 200 answer of an .xlsx route as OpenAPI shows it: a binary workbook, not JSON. The
 * workbook goes out as bytes, which Fastify never serializes, so the schema only documents.
 */
export const XLSX_RESPONSE = {
  200: fileAnswer(XLSX_TYPE, 'The .xlsx workbook, as an attachment named like the PDF'),
  ...staffRefusals('NOT_FOUND', ...HEAVY_REPORT_REFUSALS),
};
export const RED = 'FFC62828';
export const GREEN = 'FF2E7D32';

/** `words`: the cell's text is the report's own word (a state, a band), not a record's. */
export type Cell =
  | string
  | number
  | Date
  | null
  | { value: string | number; color?: string; format?: string; words?: true };

/** One worksheet of a report: the filters under the letterhead, header rows, then the body. */
export interface ReportSheet {
  name: string;
  title: string;
  filters: Filter[];
  header: Cell[][];
  rows: Cell[][];
  /** The body's text cells are the sheet's own words, not records (the week grid's day names and
   * "Free"), so they follow the reader's language too. */
  ownWords?: true;
}

export type Filter = [string, string | number | Date];

/**
 * The workbook's own words in the reader's language (issue 53): called with each sheet name and
 * title, filter label and text value, and text heading, as the builders write them in English.
 */
export type SheetLabel = (text: string, where: 'title' | 'filter' | 'header') => string;
const ENGLISH: SheetLabel = (text) => text;

/** A calendar day as a date cell (midnight UTC, so Excel shows the day itself). */
export const dayCell = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The last filter line of every report: the campus day it was made. */
export function generatedOn(now: Date, timeZone: string): Filter {
  return ['Generated on', dayCell(campusToday(now, timeZone))];
}

/** The PDF's file-name rule: characters a file system refuses become '_'. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '_').trim();
}

function plain(cell: Cell): string | number | Date | null {
  return cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? cell.value : cell;
}

/** Column widths fitted to the longest text of each column (dates count as 10 characters). */
function widths(sheet: ReportSheet): number[] {
  const found: number[] = [];
  for (const row of [...sheet.header, ...sheet.rows]) {
    row.forEach((cell, index) => {
      const value = plain(cell);
      const length = value instanceof Date ? 10 : String(value ?? '').length;
      found[index] = Math.max(found[index] ?? 6, Math.min(60, length + 2));
    });
  }
  return found;
}

function write(row: ExcelJS.Row, cells: Cell[], bold = false) {
  cells.forEach((cell, index) => {
    const target = row.getCell(index + 1);
    target.value = plain(cell);
    if (cell instanceof Date) target.numFmt = 'yyyy-mm-dd';
    if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) {
      if (cell.format) target.numFmt = cell.format;
      if (cell.color) target.font = { color: { argb: cell.color }, bold: true };
    }
    if (bold) target.font = { ...target.font, bold: true };
  });
  row.commit();
}

/**
 * Builds the workbook with ExcelJS's streaming writer (each row is written out and released as
 * it is committed) into one buffer; on the server this runs in a report worker
 * (heavy-reports.ts). The letterhead (campus, address, department's full name, title,
 * filters) comes first, then the frozen header rows.
 */
export async function buildWorkbook(
  campus: CampusConfig,
  department: string,
  sheets: ReportSheet[],
  label: SheetLabel = ENGLISH,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of workbookStream(campus, department, sheets, label)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The workbook's bytes as ExcelJS's zip writer makes them, a worksheet's rows at a time, so a
 * large report goes out as it is made instead of being held whole (the same bytes).
 */
export function workbookStream(
  campus: CampusConfig,
  department: string,
  sheets: ReportSheet[],
  label: SheetLabel = ENGLISH,
): Readable {
  const stream = new PassThrough();
  writeWorkbook(stream, campus, department, sheets, label).catch((error: Error) =>
    stream.destroy(error),
  );
  return stream;
}

/** A sheet's letterhead words and headings in the reader's language; the body as it is. */
function labelled(sheet: ReportSheet, label: SheetLabel): ReportSheet {
  if (label === ENGLISH) return sheet;
  const text = (cell: Cell, where: 'filter' | 'header'): Cell =>
    typeof cell === 'string' ? label(cell, where) : cell;
  return {
    ...sheet,
    // Excel's limit on a worksheet name; the English names are all shorter.
    name: label(sheet.name, 'title').slice(0, 31),
    title: label(sheet.title, 'title'),
    filters: sheet.filters.map(([name, value]): Filter => [
      label(name, 'filter'),
      typeof value === 'string' ? label(value, 'filter') : value,
    ]),
    header: sheet.header.map((row) => row.map((cell) => text(cell, 'header'))),
    rows: sheet.ownWords
      ? sheet.rows.map((row) =>
          row.map((cell) => (typeof cell === 'string' ? piecewise(cell, label) : cell)),
        )
      : sheet.rows.map((row) => row.map((cell) => ownWord(cell, label))),
  };
}

/** A body cell marked as the report's own word, in the reader's language; any other as it is. */
function ownWord(cell: Cell, label: SheetLabel): Cell {
  if (cell === null || typeof cell !== 'object' || cell instanceof Date || !cell.words) return cell;
  return typeof cell.value === 'string' ? { ...cell, value: piecewise(cell.value, label) } : cell;
}

/**
 * A body cell's words piece by piece where it lists several things (a period's subjects, joined
 * by ', ' or ' / '), so that each one's fixed part, such as '(no staff)', is found whole.
 */
function piecewise(text: string, label: SheetLabel): string {
  return text
    .split(/(, | \/ )/)
    .map((part, index) => (index % 2 === 1 ? part : label(part, 'filter')))
    .join('');
}

async function writeWorkbook(
  stream: PassThrough,
  campus: CampusConfig,
  department: string,
  english: ReportSheet[],
  label: SheetLabel,
): Promise<void> {
  const sheets = english.map((sheet) => labelled(sheet, label));
  const excel = await loadExcelJs();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const departmentName =
    campus.departments.find((d) => sameDepartment(d.code, department))?.name ?? department;
  for (const sheet of sheets) {
    const letterhead: Cell[][] = [
      [campus.name],
      [campus.address],
      [departmentName],
      [sheet.title],
      ...sheet.filters.map(([name, value]): Cell[] => [name, value]),
      [],
    ];
    const frozen = letterhead.length + sheet.header.length;
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', ySplit: frozen }],
    });
    worksheet.columns = widths(sheet).map((width) => ({ width }));
    letterhead.forEach((cells, index) => write(worksheet.addRow([]), cells, index < 4));
    for (const cells of sheet.header) write(worksheet.addRow([]), cells, true);
    for (const cells of sheet.rows) write(worksheet.addRow([]), cells);
    worksheet.commit();
  }
  await workbook.commit();
}

/** Sends a built workbook as an attachment named like the PDF. */
export function sendXlsx(
  reply: FastifyReply,
  fileName: string,
  bytes: Uint8Array | Readable,
): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '_');
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(
      bytes instanceof Uint8Array
        ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
        : bytes,
    );
}

/**
 * Builds a small workbook here and sends it (the week's timetables and completion: a few hundred
 * rows at most); the reports that can be large go through the report workers instead.
 */
export async function sendWorkbook(
  reply: FastifyReply,
  config: { campus: CampusConfig },
  department: string,
  fileName: string,
  sheets: ReportSheet[],
  label: SheetLabel = ENGLISH,
): Promise<FastifyReply> {
  return sendXlsx(reply, fileName, await buildWorkbook(config.campus, department, sheets, label));
}

/** The columns that name a student, first in every per-student sheet. */
export const STUDENT_HEADER = ['S.No', 'Register No', 'Name', 'Batch', 'Year', 'Semester'];

/** The cells under STUDENT_HEADER for the `index`-th student of a sheet. */
export function studentCells(
  index: number,
  student: {
    registerNumber: string;
    studentName: string;
    batch: string;
    year: number;
    semester: number;
  },
): Cell[] {
  const { registerNumber, studentName, batch, year, semester } = student;
  return [index + 1, registerNumber, studentName, batch, year, semester];
}
