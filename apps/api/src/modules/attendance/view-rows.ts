import { commaSeparated, type CopyRow, type RowBuilder } from '../../db/binary-rows';
import { ColumnArrays } from '../../db/copy-arrays';
import { MadeOnce, type Made } from '../../db/made-once';

/**
 * The columns of a View record, an array each in AttendanceJsonRepo.viewPage's rows, in the order
 * ViewPage reads them (the student's and staff's ids int4, the rest text).
 */
export const VIEW_RECORD_COLUMNS = [
  'attendance.status',
  'attendance.register_number',
  'attendance.student_id',
  'attendance.staff_id',
  'attendance.subject_code',
  'attendance.department',
] as const;

/** About this many bytes of records per chunk of a page handed over (a row's records whole). */
export const VIEW_CHUNK_BYTES = 256 * 1024;

/**
 * A View's bytes made and not yet sent beyond which its COPY is held back (PostgreSQL, one COPY
 * per View): about the two pages of 8,000 records it read ahead when it was cut into pages, so
 * a semester of a class (3.2 MB) is never held and a longer View costs no more memory for a slow
 * reader than a semester.
 */
export const VIEW_UNREAD_BYTES = 4 * 1024 * 1024;

/** Where a page's read was cut, at a record whose names were missing. */
export interface CutViewPage {
  whole: false;
  rowsHandedOver: number;
  started: boolean;
}

/** How a page's read ended: whole, or cut. */
export type ViewPageEnd = { whole: true } | CutViewPage;

/**
 * A View page's JSON text from its rows, oldest first: `prefix` and the records separated by
 * commas, handed to `emit` in chunks of about VIEW_CHUNK_BYTES as the rows come (nothing when
 * there are none), so that the first records are on their way while the database still sends the
 * rest. AttendanceJsonRepo.viewPage sends two COPYs: first one row of names (the class's students
 * and the department's staff, each as an array of ids and one of names, and the subject's name),
 * then one row per date and period: the date, the period's digits, and its records in
 * register-number order as one array per VIEW_RECORD_COLUMNS. Keys, order and escaping are
 * JSON.stringify's, as in the text SQLite writes. A semester's 16,000 records are a few hundred
 * distinct ones (a class of students, a few statuses, one subject): each one's JSON is made once,
 * and a chunk is those pieces copied once into a buffer of its size. A record whose student or
 * staff member is not among the names cuts the page before its row: `end` says how many rows were
 * handed over, which a second read (with the names of its own records) skips.
 */
export class ViewPage implements RowBuilder<ViewPageEnd> {
  readonly #nameLists = new ColumnArrays();
  readonly #records = new ColumnArrays();
  readonly #students = new Map<number, string>();
  readonly #staff = new Map<number, string>();
  #subjectName = '';
  #copy = 0;
  #complete = true;
  readonly #written = new MadeOnce<ColumnArrays, Uint8Array>(
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
  /** The records not yet handed over, each as two pieces: ',{"date":…,"period":…' and the rest. */
  #pieces: Uint8Array[] = [];
  #length = 0;
  /** Rows of records read, and handed over. */
  #rows = 0;
  readonly #skipRows: number;
  #rowsHandedOver: number;
  #started = false;

  /** The records of the period before, by their place in it. */
  #before: Made<Uint8Array>[] = [];

  /**
   * `resume`: where an earlier read of the same page was cut; its rows handed over are skipped,
   * and once it had begun with `prefix`, this one begins with the comma before its next record.
   */
  constructor(
    private readonly prefix: string,
    private readonly emit: (chunk: Uint8Array) => void,
    resume?: CutViewPage,
  ) {
    this.#skipRows = resume?.rowsHandedOver ?? 0;
    this.#rowsHandedOver = this.#skipRows;
    this.#started = resume?.started ?? false;
  }

  copyEnded(): void {
    this.#copy += 1;
  }

  /** The first COPY's one row: students' and staff's ids and names (an array each), the subject. */
  #names(row: CopyRow): void {
    this.#nameLists.readNames(row, 0, this.#students);
    this.#nameLists.readNames(row, 2, this.#staff);
    this.#subjectName = row.text(4);
  }

  row(row: CopyRow): void {
    if (this.#copy === 0) return this.#names(row);
    if (!this.#complete) return;
    this.#rows += 1;
    if (this.#rows <= this.#skipRows) return;
    const period = Buffer.from(`,{"date":${row.quoted(0)},"period":${row.text(1)}`);
    const records = this.#records;
    const before = this.#before;
    const these: Made<Uint8Array>[] = [];
    records.open(row, 2, VIEW_RECORD_COLUMNS.length);
    while (records.next()) {
      const written = this.#written.find(records, before[these.length]);
      these.push(written);
      this.#pieces.push(period, written.value);
      this.#length += period.length + written.value.length;
    }
    this.#before = these;
    if (!this.#complete) {
      // The rows since the last chunk go unsent: the second read makes them again.
      this.#pieces = [];
      this.#length = 0;
    } else if (this.#length >= VIEW_CHUNK_BYTES) this.#handOver();
  }

  #handOver(): void {
    if (this.#pieces.length > 0) {
      // The first record's comma gives way to the prefix.
      const opening = this.#started ? COMMA : Buffer.from(this.prefix);
      this.emit(commaSeparated(opening, this.#pieces, this.#length));
      this.#started = true;
    }
    this.#rowsHandedOver = this.#rows;
    this.#pieces = [];
    this.#length = 0;
  }

  end(): ViewPageEnd {
    if (!this.#complete) {
      return { whole: false, rowsHandedOver: this.#rowsHandedOver, started: this.#started };
    }
    this.#handOver();
    return { whole: true };
  }
}

const COMMA = Buffer.from(',');
