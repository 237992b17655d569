import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
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

/** A zip of these entries, deflated; `declaredSize` lets the directory lie about each size. */
export function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip of one deflated entry of `size` zero bytes; `declaredSize` lets the directory lie. A
 * zip bomb in the small: kilobytes on the wire, tens of megabytes unpacked.
 */
export function zipBomb(size: number, declaredSize = size): Buffer {
  return zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(size), declaredSize }]);
}

/**
 * A macro-enabled workbook as Excel saves it (.xlsm): the parts of a real .xlsx plus
 * xl/vbaProject.bin and the macroEnabled content type. `withProject: false` keeps only the type.
 */
export async function macroWorkbook(rows: ExcelJS.CellValue[][], withProject = true) {
  const xlsx = await xlsxFile(rows);
  const parts = unzipStored(xlsx).map((part) =>
    part.name === '[Content_Types].xml'
      ? {
          name: part.name,
          data: Buffer.from(
            part.data
              .toString('utf8')
              .replace(
                'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
                'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
              ),
          ),
        }
      : part,
  );
  if (withProject) parts.push({ name: 'xl/vbaProject.bin', data: Buffer.from('VBA macros') });
  return zipOf(parts);
}

/** The entries of a zip (deflated or stored), read through its central directory. */
function unzipStored(zip: Buffer): { name: string; data: Buffer }[] {
  let end = zip.length - 22;
  while (zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  let cursor = zip.readUInt32LE(end + 16);
  const parts: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const method = zip.readUInt16LE(cursor + 10);
    const compressed = zip.readUInt32LE(cursor + 20);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const local = zip.readUInt32LE(cursor + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    parts.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    cursor += 46 + nameLength + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
  }
  return parts;
}
