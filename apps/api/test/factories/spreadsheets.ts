import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export const STUDENT_HEADERS = [
  'Register Number',
  'Student Name',
  'Batch',
  'Year',
  'Semester',
  'Department',
  'Gender',
  'Type',
  'Student Phone',
  'Parent Phone',
];

/** A student row in template order; override any column by header. */
export function studentRow(
  registerNumber: string,
  overrides: Record<string, ExcelJS.CellValue> = {},
): ExcelJS.CellValue[] {
  const row: Record<string, ExcelJS.CellValue> = {
    'Register Number': registerNumber,
    'Student Name': `Student ${registerNumber}`,
    Batch: '2030-2034',
    Year: 1,
    Semester: 1,
    Department: 'CSE',
    Gender: 'Female',
    Type: 'Regular',
    'Student Phone': '9876543210',
    'Parent Phone': '9876543211',
    ...overrides,
  };
  return STUDENT_HEADERS.map((header) => row[header] ?? null);
}

/** An .xlsx workbook whose first sheet holds these rows, written by ExcelJS. */
export async function xlsxFile(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function csvFile(rows: (string | number)[][]): Buffer {
  const quote = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n');
}

/** A multipart/form-data body carrying one file, as a browser's form sends it. */
export function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A zip of one deflated entry of `size` zero bytes; `declaredSize` lets the directory lie. A
 * zip bomb in the small: kilobytes on the wire, tens of megabytes unpacked.
 */
export function zipBomb(size: number, declaredSize = size): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
