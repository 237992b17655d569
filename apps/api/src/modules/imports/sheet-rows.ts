import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_LIMITS } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';

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

/**
 * Takes a sheet's rows one at a time as a stream gives them and stops at the first limit
 * passed (rows, columns, cell length): the file is refused before the rest of it is read, and
 * only the rows being checked are held. Yields to the event loop every few hundred rows.
 */
export class SheetCollector {
  private header: SheetRow | undefined;
  private readonly rows: SheetRow[] = [];
  private read = 0;

  /** `width` is the row's highest column, checked before any of its cells is converted. */
  checkWidth(width: number): void {
    if (width > IMPORT_LIMITS.columns)
      throw new BadRequestError(TOO_MANY_COLUMNS, 'TOO_MANY_COLUMNS');
  }

  async add(rowNumber: number, cells: CellValue[]): Promise<void> {
    this.checkWidth(cells.length);
    this.read += 1;
    const row = Number.isFinite(rowNumber) && rowNumber >= this.read ? rowNumber : this.read;
    for (const cell of cells)
      if (typeof cell === 'string' && cell.length > IMPORT_LIMITS.cellLength)
        throw new BadRequestError(cellTooLong(row), 'CELL_TOO_LONG');
    if (this.header === undefined) {
      if (!isBlank(cells)) this.header = { row, cells };
      else if (row > IMPORT_LIMITS.rows) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
    } else {
      // Empty rows count: a sheet of a million blank lines costs as much time as a full one.
      if (row - this.header.row > IMPORT_LIMITS.rows)
        throw new BadRequestError(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
      if (!isBlank(cells)) this.rows.push({ row, cells });
    }
    if (this.read % ROWS_PER_TURN === 0) await nextTurn();
  }

  sheet(): Sheet {
    if (!this.header) throw new BadRequestError(NO_HEADER, 'NO_HEADER');
    const headers = this.header.cells.map((cell) => (typeof cell === 'string' ? cell : ''));
    return { headers, rows: this.rows };
  }
}
