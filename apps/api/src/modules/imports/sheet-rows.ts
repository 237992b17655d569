import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  HEADER_ROW_SEARCH,
  IMPORT_LIMITS,
  type CSV_DELIMITERS,
  type CSV_ENCODINGS,
} from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';

/** What an import brings in: one kind of sheet each. */
export type ImportKind = 'students' | 'subjects' | 'allocations';

/** A cell as text, or the reason its value cannot be taken. */
export type CellValue = string | { problem: string };

export interface SheetRow {
  /** The row number the user sees in the spreadsheet (the header is row 1). */
  row: number;
  cells: CellValue[];
  /** Hidden in the workbook (by a filter or by hand). */
  hidden?: true;
  /** The row's sheet and its position in the list of sheets, when sheets are read together. */
  sheet?: { name: string; position: number };
}

export interface Sheet {
  headers: string[];
  /** The row number of the header row, and the non-blank rows above it (titles) as text. */
  headerRow: number;
  skipped: { row: number; text: string }[];
  rows: SheetRow[];
}

/** A sheet of a workbook (or a .csv file), with the workbook's sheets and their header rows. */
export interface WorkbookSheet extends Sheet {
  sheet: string;
  /** Each visible sheet's header row and the non-blank rows under it (null: no header row). */
  sheets: { name: string; headerRow: number | null; rows: number | null }[];
  /** The sheets whose rows are in `rows`: the one asked for, or all of them read together. */
  sheetsRead: string[];
  /** Columns (from 0) hidden in the workbook. */
  hiddenColumns: number[];
  csv?: { encoding: CsvEncoding; delimiter: CsvDelimiter };
}

export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Whether a row's text names enough known columns to be the header row. */
export type HeaderTest = (cells: string[]) => boolean;

const count = (value: number) => value.toLocaleString('en');
export const TOO_MANY_ROWS = `The file has more than ${count(IMPORT_LIMITS.rows)} rows; split it into smaller files.`;
export const TOO_MANY_COLUMNS = `The file has more than ${IMPORT_LIMITS.columns} columns; keep the columns of the template (extra ones may stay, up to ${IMPORT_LIMITS.columns}).`;
export const NO_HEADER = 'The file has no header row.';
export const cellTooLong = (row: number) =>
  `Row ${row} has a cell of more than ${count(IMPORT_LIMITS.cellLength)} characters; no field of the portal holds that much.`;
/** Rows read between two turns of the event loop: other requests wait at most this long. */
const ROWS_PER_TURN = 250;

const isBlank = (cells: CellValue[]) => cells.every((cell) => cell === '');

/** Trimmed text, non-breaking spaces included; formulas are a rule of the fields (nameText). */
export const textOf = (value: string): CellValue => value.replace(/\u00a0/g, ' ').trim();

const textsOf = (cells: CellValue[]) => cells.map((cell) => (typeof cell === 'string' ? cell : ''));
/** A title row as the preview shows it: its non-empty cells, within a line's length. */
export const titleOf = (row: Pick<SheetRow, 'cells'>) =>
  textsOf(row.cells)
    .filter((text) => text !== '')
    .join(' · ')
    .slice(0, 300);

/**
 * Takes a sheet's rows one at a time as a stream gives them and stops at the first limit
 * passed (rows, columns, cell length): the file is refused before the rest of it is read, and
 * only the rows being checked are held. Yields to the event loop every few hundred rows.
 *
 * With a header test, the header is the first of the first HEADER_ROW_SEARCH rows that passes
 * it (the non-blank rows above are titles, held meanwhile); when none does, the first non-blank
 * row is taken, as without a test, and the mapping then names what it lacks. A header row the
 * Admin picked (`pickedRow`) is taken whatever it holds: the first non-blank row from there.
 */
export class SheetCollector {
  private header: SheetRow | undefined;
  private above: SheetRow[] = [];
  private skipped: SheetRow[] = [];
  private readonly rows: SheetRow[] = [];
  private read = 0;
  /** The header row found by the test, or null (none yet, or taken for want of one). */
  detectedRow: number | null = null;

  constructor(
    private readonly isHeader?: HeaderTest,
    private readonly pickedRow?: number,
  ) {}

  /** Whether the header row is known: a probe of the sheet may stop reading. */
  get settled(): boolean {
    return this.header !== undefined;
  }

  /** `width` is the row's highest column, checked before any of its cells is converted. */
  checkWidth(width: number): void {
    if (width > IMPORT_LIMITS.columns)
      throw new BadRequestError(TOO_MANY_COLUMNS, 'TOO_MANY_COLUMNS');
  }

  async add(rowNumber: number, cells: CellValue[], hidden = false): Promise<void> {
    this.checkWidth(cells.length);
    this.read += 1;
    const row = Number.isFinite(rowNumber) && rowNumber >= this.read ? rowNumber : this.read;
    for (const cell of cells)
      if (typeof cell === 'string' && cell.length > IMPORT_LIMITS.cellLength)
        throw new BadRequestError(cellTooLong(row), 'CELL_TOO_LONG');
    if (this.header !== undefined) this.take(row, cells, hidden);
    else if (isBlank(cells)) {
      if (row > IMPORT_LIMITS.rows) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
    } else if (this.pickedRow !== undefined) {
      if (row >= this.pickedRow) this.settle(row, cells);
      else this.hold(row, cells, hidden);
    } else if (!this.isHeader) this.header = { row, cells };
    else if (row <= HEADER_ROW_SEARCH && this.isHeader(textsOf(cells))) this.settle(row, cells);
    else if (row <= HEADER_ROW_SEARCH) this.hold(row, cells, hidden);
    else {
      this.takeFirstRow();
      if (this.header === undefined) this.header = { row, cells };
      else this.take(row, cells, hidden);
    }
    if (this.read % ROWS_PER_TURN === 0) await nextTurn();
  }

  private hold(row: number, cells: CellValue[], hidden: boolean): void {
    this.above.push(hidden ? { row, cells, hidden } : { row, cells });
  }

  /** The header row found (or picked): the rows held above it are its titles. */
  private settle(row: number, cells: CellValue[]): void {
    this.header = { row, cells };
    this.detectedRow = row;
    this.skipped = this.above;
    this.above = [];
  }

  /** No row named enough columns: the first non-blank one is the header, the rest data. */
  private takeFirstRow(): void {
    const [first, ...rest] = this.above;
    this.above = [];
    if (!first) return;
    this.header = first;
    for (const held of rest) this.take(held.row, held.cells, held.hidden);
  }

  private take(row: number, cells: CellValue[], hidden = false): void {
    // Empty rows count: a sheet of a million blank lines costs as much time as a full one.
    if (row - this.header!.row > IMPORT_LIMITS.rows)
      throw new BadRequestError(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
    if (!isBlank(cells)) this.rows.push(hidden ? { row, cells, hidden } : { row, cells });
  }

  sheet(): Sheet {
    if (!this.header) this.takeFirstRow();
    if (!this.header) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
    return {
      headers: textsOf(this.header.cells),
      headerRow: this.header.row,
      skipped: this.skipped.map((row) => ({ row: row.row, text: titleOf(row) })),
      rows: this.rows,
    };
  }
}
