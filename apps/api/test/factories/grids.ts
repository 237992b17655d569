import ExcelJS from 'exceljs';

/** One timetable grid as a college keeps it: title rows, a row of periods, a row per day. */
export interface GridSpec {
  titles: string[][];
  headings: string[];
  /** Each day: its label, then a cell per heading ('' free); a run of one text can be merged. */
  days: string[][];
  /** Cells to merge across, as [day index, first heading index, last heading index]. */
  merges?: [number, number, number][];
}

/** Writes the grid from `top` (1-based) in column A onwards; answers the row after it. */
export function writeGrid(sheet: ExcelJS.Worksheet, top: number, grid: GridSpec): number {
  let row = top;
  for (const title of grid.titles) sheet.getRow(row++).values = title;
  const headerRow = row;
  sheet.getRow(row++).values = ['DAY', ...grid.headings];
  for (const day of grid.days) sheet.getRow(row++).values = day;
  for (const [day, first, last] of grid.merges ?? [])
    sheet.mergeCells(headerRow + 1 + day, first + 2, headerRow + 1 + day, last + 2);
  return row + 1;
}

/** A workbook of sheets, each holding one grid or several one under another. */
export async function gridWorkbook(sheets: Record<string, GridSpec[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, grids] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    let top = 1;
    for (const grid of grids) top = writeGrid(sheet, top, grid);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
