import { commaSeparated, CopyRecords, type CopyRow, type RowBuilder } from '../../db/binary-rows';
import { MadeOnce, type Made } from '../../db/made-once';

/**
 * The columns of a View record as AttendanceJsonRepo.viewPage puts them in its array of
 * records, in the order ViewPage reads them (the student's and staff's ids int4, the rest text).
 */
export const VIEW_RECORD_COLUMNS = [
  'attendance.status',
  'attendance.register_number',
  'attendance.student_id',
  'attendance.staff_id',
  'attendance.subject_code',
  'attendance.department',
] as const;

/**
 * A View page's JSON text from its rows, oldest first: `prefix` and the records separated by
 * commas, or nothing when there are none. AttendanceJsonRepo.viewPage sends two COPYs: first
 * one row of names (the class's students and the department's staff, each an array of id and
 * name, and the subject's name), then one row per date and period: the date, the period's
 * digits, and its records in register-number order as an array of VIEW_RECORD_COLUMNS. Keys,
 * order and escaping are JSON.stringify's, as in the text SQLite writes. A semester's 16,000
 * records are a few hundred distinct ones (a class of students, a few statuses, one subject):
 * each one's JSON is made once, and the page is those pieces copied once into a buffer of its
 * size. Undefined when a record's student or staff member is not among the names.
 */
export class ViewPage implements RowBuilder<Uint8Array | undefined> {
  readonly #records = new CopyRecords();
  readonly #students = new Map<number, string>();
  readonly #staff = new Map<number, string>();
  #subjectName = '';
  #copy = 0;
  #complete = true;
  readonly #written = new MadeOnce<CopyRecords, Uint8Array>(
    0,
    VIEW_RECORD_COLUMNS.length - 1,
    (records) => {
      const student = this.#students.get(records.int32(2));
      const staff = this.#staff.get(records.int32(3));
      if (student === undefined || staff === undefined) this.#complete = false;
      return Buffer.from(
        `,"status":${records.quoted(0)},"registerNumber":${records.quoted(1)},` +
          `"studentName":${JSON.stringify(student ?? '')},` +
          `"facultyName":${JSON.stringify(staff ?? '')},` +
          `"subjectCode":${records.quoted(4)},"subjectName":${JSON.stringify(this.#subjectName)},` +
          `"department":${records.quoted(5)}}`,
      );
    },
  );
  /** Each record as two pieces: ',{"date":…,"period":…' and the rest. */
  readonly #pieces: Uint8Array[] = [];
  #length = 0;

  /** The records of the period before, by their place in it. */
  #before: Made<Uint8Array>[] = [];

  constructor(private readonly prefix: string) {}

  copyEnded(): void {
    this.#copy += 1;
  }

  /** The first COPY's one row: students and staff as arrays of (id, name), the subject's name. */
  #names(row: CopyRow): void {
    this.#records.readNames(row, 0, this.#students);
    this.#records.readNames(row, 1, this.#staff);
    this.#subjectName = row.text(2);
  }

  row(row: CopyRow): void {
    if (this.#copy === 0) return this.#names(row);
    if (!this.#complete) return;
    const period = Buffer.from(`,{"date":${row.quoted(0)},"period":${row.text(1)}`);
    const records = this.#records;
    const before = this.#before;
    const these: Made<Uint8Array>[] = [];
    records.open(row, 2);
    while (records.next()) {
      const written = this.#written.find(records, before[these.length]);
      these.push(written);
      this.#pieces.push(period, written.value);
      this.#length += period.length + written.value.length;
    }
    this.#before = these;
  }

  end(): Uint8Array | undefined {
    if (!this.#complete) return undefined;
    const pieces = this.#pieces;
    if (pieces.length === 0) return new Uint8Array(0);
    // The first record's comma gives way to the prefix.
    return commaSeparated(Buffer.from(this.prefix), pieces, this.#length);
  }
}
