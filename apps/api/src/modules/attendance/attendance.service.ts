import type { Kysely } from 'kysely';
import { byRegisterNumber, MESSAGES } from '@attendance/domain';
import type { DB } from '../../db/types';
import { ownRecordOrNotFound } from '../../lib/department';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import type { ChunkQueue } from '../../lib/chunk-queue';
import { AttendanceJsonRepo } from './attendance-json.repo';
import { AttendanceRepo } from './attendance.repo';
import { cumulativeJson, nestCumulative } from './cumulative-json';

const utf8 = (text: string) => Buffer.from(text);

/** Kept for marking.service.ts; the text lives in the domain's MESSAGES. */
export const NOT_ASSIGNED_MESSAGE = MESSAGES.notAssigned;

export class AttendanceService {
  private readonly repo: AttendanceRepo;
  private readonly json: AttendanceJsonRepo;

  constructor(db: Kysely<DB>) {
    this.repo = new AttendanceRepo(db);
    this.json = new AttendanceJsonRepo(db);
  }

  /** A Subject_Staff sees only their own subjects. */
  async subjectsOf(staff: AuthStaff, staffId: number) {
    if (staffId !== staff.id)
      throw new ForbiddenError('You can only see the subjects assigned to you.');
    const rows = await this.repo.subjectsOfStaff(staffId);
    return rows.map((row) => ({
      id: row.id,
      subjectCode: row.subject_code,
      subject: {
        subjectName: row.subject_name,
        subjectID: row.subject_id,
        isElective: row.is_elective === 1,
      },
      batch: row.batch,
      year: row.year,
      semester: row.semester,
      department: row.department,
      assignedBy: row.assigned_by,
      status: row.status === 1,
    }));
  }

  async classList(staff: AuthStaff, subjectId: number) {
    await this.assertCanRead(staff, subjectId);
    const rows = await this.repo.allocatedStudents(subjectId);
    // The SQL order is the engine's collation ('21CS10' before '21CS9'); the class list takes
    // the one register-number order of every other list.
    return byRegisterNumber(
      rows.map((row) => ({
        studentID: row.id,
        registerNumber: row.register_number,
        studentName: row.student_name,
      })),
    );
  }

  /**
   * The View answer's JSON text (an AttendanceViewRecord[]) in pieces, so that neither the
   * database's answer nor ours is ever held whole: after the access check, the records in
   * chunks as they are made, in one page on PostgreSQL (its COPY held back by a slow reader),
   * a few dates at a time on SQLite (about VIEW_PAGE_RECORDS each), the next page read while
   * this one is sent.
   */
  async view(
    staff: AuthStaff,
    query: { subjectID: number; startDate?: string; endDate?: string },
  ): Promise<AsyncGenerator<Uint8Array>> {
    await this.assertCanRead(staff, query.subjectID);
    const { subjectID, startDate, endDate } = query;
    const pages: Page[] = this.json.readsViewWhole
      ? [[startDate, endDate]]
      : pageDates(await this.json.viewDates(subjectID, startDate, endDate));
    const json = this.json;
    const asked: ChunkQueue[] = [];
    let left = false; // the client went away: no further page is read
    const ask = (i: number) => {
      if (left || i >= pages.length || asked[i]) return;
      const [from, to] = pages[i] as Page;
      asked[i] = json.viewPage(subjectID, from, to, i === 0 ? '[' : ',');
    };
    return (async function* () {
      let opened = false;
      try {
        for (let i = 0; i < pages.length; i += 1) {
          ask(i);
          const page = asked[i] as ChunkQueue;
          // The next page is read once this one has all come: one page ahead of the one being
          // sent at most, and one read at a time. Two read at once on PostgreSQL, their two
          // backends took both cores from the thread that makes their rows' JSON
          // (docs/performance.md).
          page.whenEnded(() => ask(i + 1));
          for await (const chunk of page) {
            // Pages after the first start with ','; the first one with records opens the array.
            if (opened || i === 0) yield chunk;
            else yield* [utf8('['), chunk.subarray(1)];
            opened = true;
          }
        }
        yield utf8(opened ? ']' : '[]');
      } finally {
        left = true;
        // What was read ahead is dropped, and a COPY held back for this reader goes on to its end.
        asked.forEach((page) => page.abandon());
      }
    })();
  }

  /** One day of the caller's department, nested department > year > semester > batch > subject. */
  async cumulative(
    staff: AuthStaff,
    query: { date: string; batch?: string; year?: number; semester?: number },
  ): Promise<Uint8Array> {
    const groups = await this.json.cumulativeGroups(staff.department, query.date, query);
    const written = cumulativeJson(groups);
    if (written !== undefined) return written;
    const rows = await this.repo.cumulative(staff.department, query.date, query);
    return utf8(JSON.stringify(nestCumulative(rows)));
  }

  /**
   * The assigned Subject_Staff reads a subject's class and attendance; the Admin and HOD of the
   * subject's department may read it too.
   */
  private async assertCanRead(staff: AuthStaff, subjectId: number): Promise<void> {
    const subject = await this.repo.subjectWithAssignment(subjectId);
    if (!subject) throw new NotFoundError(MESSAGES.subjectNotFound);
    if (staff.designation === 'Subject_Staff') {
      if (subject.staff_id !== staff.id) throw new ForbiddenError(MESSAGES.notAssigned);
      return;
    }
    ownRecordOrNotFound(staff, subject, (s) => s.owner_department, MESSAGES.subjectNotFound);
  }
}

/** Records per page of a View on SQLite: some 1.6 MB of JSON, two pages for a semester at scale 1. */
const VIEW_PAGE_RECORDS = 8000;

/** The first and last date of a View's page; left out, no bound. */
type Page = readonly [string | undefined, string | undefined];

/** Consecutive dates grouped into pages of at least VIEW_PAGE_RECORDS records (the last fewer). */
function pageDates(dates: { date: string; records: number }[]): Page[] {
  const pages: Page[] = [];
  let from: string | undefined;
  let size = 0;
  for (const { date, records } of dates) {
    from ??= date;
    size += Number(records);
    if (size >= VIEW_PAGE_RECORDS) {
      pages.push([from, date]);
      from = undefined;
      size = 0;
    }
  }
  const last = dates.at(-1);
  if (from !== undefined && last) pages.push([from, last.date]);
  return pages;
}
