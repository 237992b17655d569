import { describe, expect, it } from 'vitest';
import {
  COLUMNS,
  rowValues,
  type NewAttendanceRow,
} from '../../src/modules/attendance/marking.repo';

/** rowValues is written out for speed; the INSERT texts are built from COLUMNS. */
describe("a record's INSERT values", () => {
  it('follow the columns of the INSERT texts, one for one', () => {
    const row = Object.fromEntries(
      COLUMNS.map((column, i) => [column, `value ${i}`]),
    ) as unknown as NewAttendanceRow;
    expect(rowValues(row)).toEqual(COLUMNS.map((column) => row[column]));
  });
});
