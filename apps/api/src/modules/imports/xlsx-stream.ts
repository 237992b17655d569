import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { BadRequestError } from '../../lib/errors';
import { loadExcelJs } from '../../lib/exceljs';
import { HEADER_ROW_SEARCH, headerSetText, IMPORT_LIMITS } from '@attendance/domain';
import { hiddenCellsOf } from './hidden-cells';
import {
  NO_HEADER,
  type HeaderTest,
  type Sheet,
  type SheetRow,
  type WorkbookSheet,
  SheetCollector,
  textOf,
  TOO_MANY_ROWS,
  type CellValue,
} from './sheet-rows';
import { assertSafeZip, NOT_A_SPREADSHEET, type SafeZip } from './zip-guard';

const FORMULA_WITHOUT_VALUE =
  'is a formula without a saved value; save the workbook in Excel first';
const DATE_CELL = 'is a date; type the value as text';

/** Formulas give their cached result and are never evaluated; dates and errors are refused. */
function excelCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return textOf(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return { problem: DATE_CELL };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined || result === null) return { problem: FORMULA_WITHOUT_VALUE };
    if (typeof result === 'object' && !(result instanceof Date))
      return { problem: `is an error (${result.error})` };
    return excelCell(result);
  }
  if ('richText' in value) return textOf(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return textOf(String(value.text));
  if ('error' in value) return { problem: `is an error (${value.error})` };
  return { problem: 'holds a value that is not text or a number' };
}

interface StreamRow {
  number: number;
  cellCount: number;
  getCell(column: number): { value: ExcelJS.CellValue };
}
interface SheetEntry {
  name: string;
  id: number;
  rId: string;
  state?: string;
}
/**
 * ExcelJS's streaming WorkbookReader, driven part by part: the zip is ours (checked by the guard),
 * so each part is streamed in the order the rows need (relations, workbook, shared strings,
 * styles, then the one sheet) and no sheet is spooled to a temporary file.
 */
interface StreamingParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: SheetEntry[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<StreamRow> & { name: string } }>;
}

/** Rows a title may take above the header, beyond the rows of data. */
const HEADER_ROWS = HEADER_ROW_SEARCH;
export const CELL_TOO_LONG_IN_FILE = `The file holds a cell of more than ${IMPORT_LIMITS.cellLength.toLocaleString('en')} characters; no field of the portal holds that much.`;

function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (!value || typeof value !== 'object') return 0;
  const parts = (value as { richText?: { text?: string }[] }).richText ?? [];
  return parts.reduce((sum, part) => sum + (part.text?.length ?? 0), 0);
}

const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

async function streamingReader(): Promise<StreamingParts> {
  const excel = await loadExcelJs();
  return new excel.stream.xlsx.WorkbookReader(null as never, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as StreamingParts;
}

/** The visible sheets of the workbook in tab order, with the zip part holding each. */
async function sheetsOf(reader: StreamingParts, zip: SafeZip) {
  await reader._parseRels(zip.open('xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(zip.open('xl/workbook.xml'));
  return (reader.model?.sheets ?? [])
    .filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden')
    .map((sheet) => {
      const rel = reader.workbookRels?.find((r) => r.Id === sheet.rId);
      return { name: sheet.name, path: rel ? partPath(rel.Target) : '' };
    })
    .filter((sheet) => /^xl\/worksheets\/sheet\d+\.xml$/.test(sheet.path) && zip.has(sheet.path));
}

/** Shared strings (each within the cell limit) and styles (to tell dates), before any row. */
async function readSharedParts(reader: StreamingParts, zip: SafeZip) {
  if (zip.has('xl/sharedStrings.xml'))
    for await (const _ of reader._parseSharedStrings(zip.open('xl/sharedStrings.xml'))) void _;
  const strings = (reader as { sharedStrings?: unknown[] }).sharedStrings ?? [];
  if (strings.some((text) => textLength(text) > IMPORT_LIMITS.cellLength))
    throw new BadRequestError(CELL_TOO_LONG_IN_FILE, 'CELL_TOO_LONG');
  if (zip.has('xl/styles.xml')) await reader._parseStyles(zip.open('xl/styles.xml'));
}

/** Sheets listed (and probed for a header row) at most: a workbook of a class has a few. */
const SHEETS_LISTED = 50;
export const UNKNOWN_SHEET = (name: string) =>
  `The workbook has no sheet named "${name.slice(0, 100)}"; preview the file again to see its sheets.`;

type VisibleSheet = { name: string; path: string };

/** Feeds a sheet's rows to the collector; a probe stops once the header row is settled. */
async function readRows(
  reader: StreamingParts,
  zip: SafeZip,
  sheet: VisibleSheet,
  collector: SheetCollector,
  probe: boolean,
  hiddenRows: ReadonlySet<number> = new Set(),
) {
  const sheetNo = /sheet(\d+)\.xml$/.exec(sheet.path)![1]!;
  const stream = zip.open(sheet.path);
  try {
    for (const { value: worksheet } of reader._parseWorksheet(stream, sheetNo)) {
      for await (const row of worksheet) {
        if (probe && (collector.settled || row.number > HEADER_ROW_SEARCH)) return;
        collector.checkWidth(row.cellCount);
        const cells: CellValue[] = [];
        for (let column = 1; column <= row.cellCount; column += 1)
          cells.push(excelCell(row.getCell(column).value));
        await collector.add(row.number, cells, hiddenRows.has(row.number));
      }
    }
  } finally {
    stream.destroy();
  }
}

export interface ReadOptions {
  /** Finds the header row among the first rows; without it the first non-blank row is. */
  isHeader?: HeaderTest;
  /** The sheet asked for by name; without it the first with a header row, or the first. */
  sheet?: string;
  /** The header row the Admin picked on that sheet. */
  headerRow?: number;
  /** Every sheet with a header row, read as one (their headers must be the same). */
  together?: boolean;
}

type ReadSheet = Sheet & { hiddenColumns: number[] };

/**
 * One visible sheet of an .xlsx workbook (or every sheet with a header row, `together`), read as a
 * stream within the import's limits, with the list of visible sheets, the header row each has and
 * the rows under it. Rows and columns the workbook hides are marked as such.
 */
export async function readXlsx(buffer: Buffer, options: ReadOptions = {}): Promise<WorkbookSheet> {
  const zip = await assertSafeZip(buffer);
  try {
    const reader = await streamingReader();
    const visible = (await sheetsOf(reader, zip)).slice(0, SHEETS_LISTED);
    if (visible.length === 0) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
    let chosen =
      options.sheet === undefined
        ? undefined
        : visible.find((sheet) => sheet.name === options.sheet);
    if (options.sheet !== undefined && !chosen)
      throw new BadRequestError(UNKNOWN_SHEET(options.sheet), 'UNKNOWN_SHEET');
    const single = chosen ?? (visible.length === 1 || !options.isHeader ? visible[0] : undefined);
    // Counted by the guard: a sheet of too many rows is refused before one of them is parsed.
    if (single) refuseLongSheet(zip, single);
    await readSharedParts(reader, zip);
    const probed: { sheet: VisibleSheet; headerRow: number | null }[] = [];
    for (const sheet of options.isHeader ? visible : []) {
      const probe = new SheetCollector(options.isHeader);
      await readRows(reader, zip, sheet, probe, true);
      probed.push({ sheet, headerRow: probe.detectedRow });
    }
    chosen ??= single ?? probed.find((p) => p.headerRow !== null)?.sheet ?? visible[0]!;
    const readOne = async (sheet: VisibleSheet, pickedRow?: number): Promise<ReadSheet> => {
      refuseLongSheet(zip, sheet);
      const hidden = await hiddenCellsOf(zip, sheet.path);
      const collector = new SheetCollector(options.isHeader, pickedRow);
      await readRows(reader, zip, sheet, collector, false, hidden.rows);
      return { ...collector.sheet(), hiddenColumns: hidden.columns };
    };
    const read = new Map([[chosen, await readOne(chosen, options.headerRow)]]);
    // Every other sheet with a header row is read too: the preview names its rows.
    for (const { sheet, headerRow } of probed)
      if (headerRow !== null && !read.has(sheet)) read.set(sheet, await readOne(sheet));
    const sheets: WorkbookSheet['sheets'] = (
      probed.length > 0 ? probed : [{ sheet: chosen, headerRow: null }]
    ).map(({ sheet, headerRow }) => ({
      name: sheet.name,
      headerRow: sheet === chosen ? read.get(chosen)!.headerRow : headerRow,
      rows: read.get(sheet)?.rows.length ?? null,
    }));
    const main = read.get(chosen)!;
    if (!options.together)
      return { ...main, sheet: chosen.name, sheets, sheetsRead: [chosen.name] };
    return together(main, chosen, sheets, read);
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  }
}

/**
 * The rows of the sheets read with the same header row as the chosen one, in tab order, each
 * with its sheet: one import of them all. A sheet of other headers (a summary) is left out.
 */
function together(
  main: ReadSheet,
  chosen: VisibleSheet,
  sheets: WorkbookSheet['sheets'],
  read: Map<VisibleSheet, ReadSheet>,
): WorkbookSheet {
  const rows: SheetRow[] = [];
  const sheetsRead: string[] = [];
  const headerSet = headerSetText(main.headers);
  sheets.forEach(({ name }, index) => {
    const part = [...read].find(([sheet]) => sheet.name === name)?.[1];
    if (!part || headerSetText(part.headers) !== headerSet) return;
    sheetsRead.push(name);
    for (const row of part.rows) rows.push({ ...row, sheet: { name, position: index + 1 } });
  });
  return { ...main, rows, sheet: chosen.name, sheets, sheetsRead };
}

function refuseLongSheet(zip: SafeZip, sheet: VisibleSheet) {
  if (zip.rows(sheet.path) > IMPORT_LIMITS.rows + HEADER_ROWS)
    throw new BadRequestError(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
}
