import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BadRequestError } from '../../lib/errors';
import { IMPORT_LIMITS } from '@attendance/domain';
import {
  NO_HEADER,
  SheetCollector,
  textOf,
  TOO_MANY_ROWS,
  type CellValue,
  type Sheet,
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
const HEADER_ROWS = 20;
const CELL_TOO_LONG_IN_FILE = `The file holds a cell of more than ${IMPORT_LIMITS.cellLength.toLocaleString('en')} characters; no field of the portal holds that much.`;

function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (!value || typeof value !== 'object') return 0;
  const parts = (value as { richText?: { text?: string }[] }).richText ?? [];
  return parts.reduce((sum, part) => sum + (part.text?.length ?? 0), 0);
}

const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

function streamingReader(): StreamingParts {
  return new ExcelJS.stream.xlsx.WorkbookReader(null as never, {
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

/** The first visible sheet of an .xlsx workbook, read as a stream within the import's limits. */
export async function readXlsx(buffer: Buffer): Promise<Sheet> {
  const zip = await assertSafeZip(buffer);
  const collector = new SheetCollector();
  try {
    const reader = streamingReader();
    const first = (await sheetsOf(reader, zip))[0];
    if (!first) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
    // Counted by the guard: a sheet of too many rows is refused before one of them is parsed.
    if (zip.rows(first.path) > IMPORT_LIMITS.rows + HEADER_ROWS)
      throw new BadRequestError(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
    await readSharedParts(reader, zip);
    const sheetNo = /sheet(\d+)\.xml$/.exec(first.path)![1]!;
    for (const { value: worksheet } of reader._parseWorksheet(zip.open(first.path), sheetNo)) {
      for await (const row of worksheet) {
        collector.checkWidth(row.cellCount);
        const cells: CellValue[] = [];
        for (let column = 1; column <= row.cellCount; column += 1)
          cells.push(excelCell(row.getCell(column).value));
        await collector.add(row.number, cells);
      }
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  }
  return collector.sheet();
}
