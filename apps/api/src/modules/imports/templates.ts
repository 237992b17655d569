import {
  ALLOCATION_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  SUBJECT_IMPORT_COLUMNS,
  type ImportColumn,
} from '@attendance/domain';
import { loadExcelJs } from '../../lib/exceljs';
import type { ImportKind } from './imports.service';

const COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  students: STUDENT_IMPORT_COLUMNS,
  subjects: SUBJECT_IMPORT_COLUMNS,
  allocations: ALLOCATION_IMPORT_COLUMNS,
};
const SHEET_NAMES: Record<ImportKind, string> = {
  students: 'Students',
  subjects: 'Subjects',
  allocations: 'Allocations',
};

/** The template: the exact headers and one example row, then a sheet explaining each column. */
export async function buildTemplate(kind: ImportKind): Promise<Buffer> {
  return buildColumnsTemplate(COLUMNS[kind], SHEET_NAMES[kind]);
}

/** The same for any list of import columns (the timetable import of issue 20 uses it too). */
export async function buildColumnsTemplate(
  columns: readonly ImportColumn[],
  sheetName: string,
): Promise<Buffer> {
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.field,
    width: Math.max(14, column.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(columns.map((column) => [column.field, column.example])));
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 18 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Allowed values', key: 'help', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of columns)
    help.addRow({
      header: column.header,
      required: column.required ? 'Yes' : 'No',
      help: column.help,
    });
  help.addRow({});
  help.addRow({
    header: 'Notes',
    help: 'Columns may come in any order and are matched by name; other columns are ignored. Empty rows are skipped. At most 10,000 rows and 5 MB.',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
