import { commaSeparated, type CopyRow, type RowBuilder } from '../../db/binary-rows';
import { ColumnArrays } from '../../db/copy-arrays';
import { MadeOnce, type Made } from '../../db/made-once';
import type { CumulativeGroup } from './cumulative-json';

/** The columns of a group's records, an array each, in the order CumulativeGroups reads them. */
export const CUMULATIVE_RECORD_COLUMNS = [
  'period',
  'register_number',
  'student_id',
  'status',
] as const;

/**
 * A department's day as one CumulativeGroup per subject of a class, from PostgreSQL's two COPYs:
 * first the department's students (one row: their ids and their names, an array each), then one
 * row per batch and subject code, in that order: as text its batch, subject code, 'true' when the
 * code stands for one subject ('alone'), year, semester and subject name, then its records (period
 * and register-number order) as one array per column of CUMULATIVE_RECORD_COLUMNS (the period and
 * the student's id int4, the rest text). Each student's, period's and status's JSON is made once,
 * as bytes (a day is a few hundred students over eight periods), and each group's array is those
 * pieces copied into one buffer. Undefined when a subject code of a batch stands for two subjects
 * (years, semesters or names), or a record's student is not among the names: the caller then reads
 * it the plain way.
 */
export class CumulativeGroups implements RowBuilder<CumulativeGroup[] | undefined> {
  readonly #studentNames = new Map<number, string>();
  #copy = 0;
  readonly #nameLists = new ColumnArrays();
  readonly #records = new ColumnArrays();
  readonly #students = new MadeOnce<ColumnArrays, Buffer>(1, 2, (record) => {
    const name = this.#studentNames.get(record.int32(2));
    if (name === undefined) this.#complete = false;
    return Buffer.from(
      `,{"studentName":${JSON.stringify(name ?? '')},` +
        `"registerNumber":${record.quoted(1)},"period":`,
    );
  });
  readonly #statuses: MadeOnce<ColumnArrays, Buffer>;
  /** Each period's digits. */
  readonly #periods: Buffer[] = [];
  readonly #groups: CumulativeGroup[] = [];
  #complete = true;

  constructor(
    private readonly department: string,
    date: string,
  ) {
    const closing = `,"date":${JSON.stringify(date)}}`;
    this.#statuses = new MadeOnce(3, 3, (record) =>
      Buffer.from(`,"status":${record.quoted(3)}${closing}`),
    );
  }

  copyEnded(): void {
    this.#copy += 1;
  }

  row(row: CopyRow): void {
    if (this.#copy === 0) return this.#name(row);
    if (row.text(2) !== 'true') this.#complete = false;
    if (!this.#complete) return;
    const records = this.#records;
    const pieces: Buffer[] = [];
    let length = 0;
    // A class is listed in the same order every period: the student at the same place of the
    // period before, and the status of the record before, are compared before a look-up.
    let before: Made<Buffer>[] = [];
    let these: Made<Buffer>[] = [];
    let period = -1;
    let digits: Buffer = NO_DIGITS;
    let status: Made<Buffer> | undefined;
    records.open(row, 6, CUMULATIVE_RECORD_COLUMNS.length);
    while (records.next()) {
      const next = records.int32(0);
      if (next !== period) {
        [before, these, period] = [these, [], next];
        digits = this.#periods[period] ??= Buffer.from(String(period));
      }
      const student = this.#students.find(records, before[these.length]);
      these.push(student);
      status = this.#statuses.find(records, status);
      pieces.push(student.value, digits, status.value);
      length += student.value.length + digits.length + status.value.length;
    }
    this.#groups.push({
      department: this.department,
      year: Number(row.text(3)),
      semester: Number(row.text(4)),
      batch: row.text(0),
      subject_code: row.text(1),
      subject_name: row.text(5),
      students: arrayOf(pieces, length),
    });
  }

  /** The first COPY's one row: the department's students' ids and names, an array each. */
  #name(row: CopyRow): void {
    this.#nameLists.readNames(row, 0, this.#studentNames);
  }

  end(): CumulativeGroup[] | undefined {
    return this.#complete ? this.#groups : undefined;
  }
}

const NO_DIGITS: Buffer = Buffer.alloc(0);

const OPENING = Buffer.from('[');
const CLOSING = Buffer.from(']');

/** `[`, the records' pieces (the first one's comma left out) and `]`, in one buffer. */
function arrayOf(pieces: Buffer[], length: number): Uint8Array {
  return pieces.length === 0 ? Buffer.from('[]') : commaSeparated(OPENING, pieces, length, CLOSING);
}
