import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';
import { assertSafeZip, looksLikeZip, NOT_A_SPREADSHEET } from './zip-guard';

/** A cell as text, or the reason its value cannot be taken. */
export type CellValue = string | { problem: string };

export interface SheetRow {
  /** The row number the user sees in the spreadsheet (the header is row 1). */
  row: number;
  cells: CellValue[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

export const TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into smaller files.`;
const NO_HEADER = 'The file has no header row.';
const FORMULA_WITHOUT_VALUE =
  'is a formula without a saved value; save the workbook in Excel first';
const DATE_CELL = 'is a date; type the value as text';
const FORMULA_TEXT = 'starts with "=" like a formula; remove it';

function textOf(value: string): CellValue {
  const text = value.trim();
  return text.startsWith('=') ? { problem: FORMULA_TEXT } : text;
}

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

const isBlank = (cells: CellValue[]) => cells.every((cell) => cell === '');

function toSheet(records: { row: number; cells: CellValue[] }[]): Sheet {
  const [header, ...body] = records;
  if (!header || isBlank(header.cells)) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
  const rows = body.filter((record) => !isBlank(record.cells));
  if (rows.length > IMPORT_MAX_ROWS) throw new BadRequestError(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
  const headers = header.cells.map((cell) => (typeof cell === 'string' ? cell : ''));
  return { headers, rows };
}

async function readXlsx(buffer: Buffer): Promise<Sheet> {
  assertSafeZip(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
  // Rows are counted before any is read: a sheet of a million rows stops here.
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1)
    throw new BadRequestError(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
  const records: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: CellValue[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(excelCell(row.getCell(column).value));
    records.push({ row: rowNumber, cells });
  });
  return toSheet(records);
}

function readCsv(buffer: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  }
  if (text.includes('\u0000')) throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    throw new BadRequestError(
      `The CSV file cannot be read: ${(error as Error).message}`,
      'BAD_CSV',
    );
  }
  return toSheet(records.map((cells, index) => ({ row: index + 1, cells: cells.map(textOf) })));
}

/** The first sheet of an .xlsx workbook, or a UTF-8 .csv file; anything else is a 400. */
export async function readSheet(buffer: Buffer, fileName: string): Promise<Sheet> {
  if (looksLikeZip(buffer)) return readXlsx(buffer);
  if (/\.csv$/i.test(fileName)) return readCsv(buffer);
  throw new BadRequestError(NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET');
}
