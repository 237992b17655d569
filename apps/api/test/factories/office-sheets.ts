import ExcelJS from 'exceljs';

/** The columns a college office keeps for a class: its words, extra columns, no class columns. */
export const OFFICE_HEADERS = [
  'S.No.',
  'Reg No',
  'Name of the Student',
  'DOB',
  'Sex',
  'Category',
  'Mobile',
  "Father's Mobile",
  'Blood Group',
  'Address',
];

/** One student of the office sheet; register and phone numbers typed as numbers, as Excel keeps them. */
export function officeRow(serial: number, register: number, name: string): ExcelJS.CellValue[] {
  return [
    serial,
    register,
    name,
    '12-05-2006',
    serial % 2 ? 'M' : 'f',
    serial % 3 ? 'Regular' : 'lateral',
    9876543200 + serial,
    919876543300 + serial,
    'B+',
    'Chennai',
  ];
}

/**
 * A class-wise workbook as offices keep it: a merged two-row title (college, then class) above
 * the headers; `before` adds sheets in front of the class's (instructions, a summary).
 */
export async function officeWorkbook(options: {
  titles: string[];
  headers: string[];
  rows: ExcelJS.CellValue[][];
  before?: { name: string; rows: ExcelJS.CellValue[][] }[];
  sheetName?: string;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const extra of options.before ?? []) {
    const sheet = workbook.addWorksheet(extra.name);
    for (const row of extra.rows) sheet.addRow(row);
  }
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Students');
  const last = String.fromCharCode(64 + options.headers.length);
  options.titles.forEach((title, index) => {
    sheet.getCell(`A${index + 1}`).value = title;
    sheet.mergeCells(`A${index + 1}:${last}${index + 1}`);
  });
  sheet.addRow(options.headers);
  for (const row of options.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
