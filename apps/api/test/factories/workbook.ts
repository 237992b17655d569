import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** The workbook of an .xlsx answer, as a spreadsheet program would read it. */
export async function readWorkbook(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The values of a row from column A. */
export const rowValues = (sheet: ExcelJS.Worksheet, row: number): unknown[] =>
  (sheet.getRow(row).values as unknown[]).slice(1);

/** The number of the first row whose column A holds `first` (the header row). */
export function rowStarting(sheet: ExcelJS.Worksheet, first: string): number {
  for (let row = 1; row <= sheet.rowCount; row += 1)
    if (sheet.getRow(row).getCell(1).value === first) return row;
  throw new Error(`no row starts with ${first}`);
}

/** The value beside a letterhead label ('Batch', 'Marked'). */
export const labelled = (sheet: ExcelJS.Worksheet, label: string): unknown =>
  sheet.getRow(rowStarting(sheet, label)).getCell(2).value;

/** The font colour of a cell, undefined when plain. */
export const colourOf = (sheet: ExcelJS.Worksheet, row: number, column: number) =>
  sheet.getRow(row).getCell(column).font?.color?.argb;
