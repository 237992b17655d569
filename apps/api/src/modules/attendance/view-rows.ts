import { CopyRecords, type CopyRow, type Fields, type RowBuilder } from '../../db/binary-rows';
import { MadeOnce, type Made } from '../../db/made-once';

const quoted = (fields: Fields, field: number) => JSON.stringify(fields.text(field));

/**
 * The columns of a View record as AttendanceJsonRepo.viewPage puts them in its array of
 * records, in the order ViewPage reads them.
 */
export const VIEW_RECORD_COLUMNS = [
  'attendance.status',
  'attendance.register_number',
  'students.student_name',
  'staff.staff_name',
  'attendance.subject_code',
  'subjects.subject_name',
  'attendance.department',
] as const;

/**
 * A View page's JSON text from its rows, oldest first: `prefix` and the records separated by
 * commas, or nothing when there are none. AttendanceJsonRepo.viewPage selects one row per date
 * and period: the date, the period's digits, and its records in register-number order as an
 * array of VIEW_RECORD_COLUMNS, every field text. Keys, order and escaping are
 * JSON.stringify's, as in the text SQLite writes. A semester's 16,000 records are a few hundred
 * distinct ones (a class of students, a few statuses, one subject): each one's JSON is made
 * once, and the page is those pieces copied once into a buffer of its size.
 */
export class ViewPage implements RowBuilder<Uint8Array> {
  readonly #records = new CopyRecords();
  readonly #written = new MadeOnce<CopyRecords, Uint8Array>(
    0,
    VIEW_RECORD_COLUMNS.length - 1,
    (records) =>
      Buffer.from(
        `,"status":${quoted(records, 0)},"registerNumber":${quoted(records, 1)},` +
          `"studentName":${quoted(records, 2)},"facultyName":${quoted(records, 3)},` +
          `"subjectCode":${quoted(records, 4)},"subjectName":${quoted(records, 5)},` +
          `"department":${quoted(records, 6)}}`,
      ),
  );
  /** Each record as two pieces: ',{"date":…,"period":…' and the rest. */
  readonly #pieces: Uint8Array[] = [];
  #length = 0;

  /** The records of the period before, by their place in it. */
  #before: Made<Uint8Array>[] = [];

  constructor(private readonly prefix: string) {}

  row(row: CopyRow): void {
    const period = Buffer.from(`,{"date":${quoted(row, 0)},"period":${row.text(1)}`);
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

  end(): Uint8Array {
    const pieces = this.#pieces;
    if (pieces.length === 0) return new Uint8Array(0);
    const opening = Buffer.from(this.prefix);
    // The first record's comma gives way to the prefix.
    const page = new Uint8Array(opening.length + this.#length - 1);
    page.set(opening, 0);
    let at = opening.length;
    page.set((pieces[0] as Uint8Array).subarray(1), at);
    at += (pieces[0] as Uint8Array).length - 1;
    for (let i = 1; i < pieces.length; i += 1) {
      const piece = pieces[i] as Uint8Array;
      page.set(piece, at);
      at += piece.length;
    }
    return page;
  }
}
