import ExcelJS from 'exceljs';

export type CsvSaving = 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16 LE' | 'UTF-16 BE' | 'Windows-1252';

/**
 * A CSV as Excel saves it on Windows: "CSV (Comma delimited)" in the machine's code page
 * (Windows-1252, semicolons where the decimal mark is a comma), "CSV UTF-8" with a BOM, or
 * "Unicode text" (UTF-16 LE with a BOM, tab separated).
 */
export function savedCsv(rows: (string | number)[][], saving: CsvSaving, delimiter = ','): Buffer {
  const text =
    rows
      .map((row) =>
        row
          .map(String)
          .map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell))
          .join(delimiter),
      )
      .join('\r\n') + '\r\n';
  if (saving === 'UTF-8') return Buffer.from(text, 'utf8');
  if (saving === 'UTF-8 with BOM') return Buffer.from(`\ufeff${text}`, 'utf8');
  // Latin-1 is Windows-1252 for every letter these tests use (é, ñ, ü: 0xE9, 0xF1, 0xFC).
  if (saving === 'Windows-1252') return Buffer.from(text, 'latin1');
  const little = Buffer.from(`\ufeff${text}`, 'utf16le');
  return saving === 'UTF-16 LE' ? little : little.swap16();
}

export interface SheetSpec {
  name: string;
  rows: ExcelJS.CellValue[][];
  /** Row numbers (1-based) hidden, as a filter hides them. */
  hiddenRows?: number[];
  /** Column numbers (1-based) hidden. */
  hiddenColumns?: number[];
}

/** A workbook of these sheets, rows from row 1, with rows and columns hidden as asked. */
export async function workbookOf(sheets: SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow(row);
    for (const row of spec.hiddenRows ?? []) sheet.getRow(row).hidden = true;
    for (const column of spec.hiddenColumns ?? []) sheet.getColumn(column).hidden = true;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
