import type { ErrorCode } from '@attendance/domain';
import { IMPORT_ACCEPTED_FILES } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';
import { readCsv } from './csv-stream';
import type { WorkbookSheet } from './sheet-rows';
import { readXlsx, type ReadOptions } from './xlsx-stream';
import { looksLikeZip, MACRO_WORKBOOK, NOT_A_SPREADSHEET, OPEN_DOCUMENT } from './zip-guard';

export type { CellValue, Sheet, SheetRow, WorkbookSheet } from './sheet-rows';
export { TOO_MANY_ROWS } from './sheet-rows';

export const OLD_EXCEL = `The file is an Excel 97-2003 workbook (.xls); the import takes ${IMPORT_ACCEPTED_FILES}. In Excel choose File › Save As › Excel Workbook (.xlsx) and upload that.`;
const OLE_SIGNATURE = 0xe011cfd0;

const REFUSED_BY_NAME: Record<string, [message: string, code: ErrorCode]> = {
  xlsm: [MACRO_WORKBOOK, 'MACRO_WORKBOOK'],
  xltm: [MACRO_WORKBOOK, 'MACRO_WORKBOOK'],
  xlsb: [NOT_A_SPREADSHEET, 'NOT_XLSX'],
  xls: [OLD_EXCEL, 'NOT_XLSX'],
  ods: [OPEN_DOCUMENT, 'NOT_XLSX'],
};

const refuse = ([message, code]: [string, ErrorCode]): never => {
  throw new BadRequestError(message, code);
};

/**
 * An .xlsx workbook (one visible sheet: asked for, or the first with a header row; or all of them
 * together) or a .csv file (its encoding and delimiter detected), taken only when its name and its content agree; any other file is a 400 naming
 * what the import takes. Both kinds are read as streams and refused at the first limit of
 * IMPORT_LIMITS they pass.
 */
export async function readSheet(
  buffer: Buffer,
  fileName: string,
  options: ReadOptions = {},
): Promise<WorkbookSheet> {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const byName = REFUSED_BY_NAME[extension];
  if (byName) refuse(byName);
  const zip = looksLikeZip(buffer);
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === OLE_SIGNATURE)
    refuse([OLD_EXCEL, 'NOT_XLSX']);
  if (extension === 'xlsx' && zip) return readXlsx(buffer, options);
  if (extension === 'csv' && !zip)
    return readCsv(buffer, fileName.replace(/\.csv$/i, ''), options.isHeader, options.headerRow);
  return refuse([NOT_A_SPREADSHEET, 'NOT_A_SPREADSHEET']);
}
