import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AttendanceRepo } from '../../src/modules/attendance/attendance.repo';
import { nestCumulative } from '../../src/modules/attendance/cumulative-json';
import { VIEW_CHUNK_BYTES } from '../../src/modules/attendance/view-rows';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from '../factories/seed';
import { signUp, type SignedInStaff } from '../factories/staff';

const STUDENTS = 45;
// 45 students × 3 periods × 120 days: on SQLite the View of a semester is two pages
// (VIEW_PAGE_RECORDS); on PostgreSQL one COPY of several chunks.
const DAYS = 120;
const PERIODS = [1, 2, 3];
const firstDate = (n: number) => new Date(Date.UTC(2026, 0, 5 + n)).toISOString().slice(0, 10);

/**
 * View Attendance is streamed a few dates at a time and the cumulative day is written by the
 * database: both must stay byte for byte what the JS objects gave before (the records of the
 * whole semester as one JSON.stringify; the nesting of the day's records).
 */
describeEachDatabase('Heavy answers, streamed and written by the database', (kind) => {
  let t: TestApp;
  let hod: SignedInStaff;
  let teacher: SignedInStaff;
  let subjectId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { REPORT_WORKERS: '2' });
    const db = t.database.db;
    hod = await signUp(t.app, 'HOD', 'CSE');
    teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
    const admin = await signUp(t.app, 'Admin', 'CSE');
    // A batch named like a number: its key comes first in a JS object, whatever the SQL order.
    const classes = [
      { batch: 'CSE2024-2028', year: 2, semester: 3, codes: ['CS301', 'CS302'] },
      { batch: '2025', year: 1, semester: 1, codes: ['CS101'] },
    ];
    for (const [c, { batch, year, semester, codes }] of classes.entries()) {
      const subjects = [];
      for (const code of codes) {
        const id = await seedSubject(db, { subjectCode: code, batch, year, semester });
        await seedAssignment(db, teacher.staff.staffID, id, hod.staff.staffID);
        subjects.push(id);
      }
      subjectId ??= subjects[0]!;
      for (let i = 1; i <= (c === 0 ? STUDENTS : 5); i += 1) {
        // What JSON must escape, and the % signs of format(), which writes the database's text.
        const name =
          i === 7 ? 'Ann "Nan" O\\Brien\n\u00e9\u20ac\u{1F600} 100%s%%' : `Student ${c}-${i}`;
        const student = await seedStudent(db, {
          batch,
          year,
          semester,
          studentName: name,
          registerNumber: `${c === 0 ? '21CS' : '25CS'}${String(i).padStart(3, '0')}`,
        });
        for (const id of subjects) await seedAllocation(db, student, id, admin.staff.staffID);
      }
    }
    // Every student of every subject on DAYS dates and PERIODS (shifted by four for one of a
    // class's two subjects), one statement per period.
    for (const period of PERIODS.map((p) => sql.lit(p))) {
      const dates = Array.from({ length: DAYS }, (_, n) => sql`select ${firstDate(n)} as date`);
      await sql`insert into attendance (student_id, subject_id, staff_id, register_number,
          faculty_code, subject_code, batch, department, year, semester, date, period, status,
          created_at, voided_at)
        select s.id, sub.id, ${sql.lit(teacher.staff.staffID)}, s.register_number, 'STF',
          sub.subject_code, s.batch, 'CSE', s.year, s.semester, d.date, ${period} + (sub.id % 2) * 4,
          case when (s.id + ${period}) % 4 = 0 then 'A' else 'P' end, '2026-03-01T00:00:00.000Z',
          -- Voided records (a period taken back) drop out of both answers.
          case when ${period} = 2 and d.date in (${firstDate(3)}, ${firstDate(40)})
            then '2026-03-02T00:00:00.000Z' end
        from allocations a join students s on s.id = a.student_id
          join subjects sub on sub.id = a.subject_id
          cross join (${sql.join(dates, sql` union all `)}) d`.execute(db);
    }
    if (kind === 'postgres') await sql`analyze attendance`.execute(db);
  }, 180_000);
  afterAll(async () => t?.close());

  const get = (url: string, who: SignedInStaff) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  /**
   * Period 1 of CS301 on `date` for its class and a student of ECE (not allocated to it), the
   * outsider's record kept by `outsiderStaff` and the others by the class's teacher.
   */
  async function markWithOutsider(
    date: string,
    studentName: string,
    registerNumber: string,
    outsiderStaff: SignedInStaff,
  ): Promise<void> {
    const db = t.database.db;
    const outsider = await seedStudent(db, { department: 'ECE', studentName, registerNumber });
    await sql`insert into attendance (student_id, subject_id, staff_id, register_number,
        faculty_code, subject_code, batch, department, year, semester, date, period, status,
        created_at)
      select s.id, ${sql.lit(subjectId)},
        case when s.id = ${sql.lit(outsider)} then ${sql.lit(outsiderStaff.staff.staffID)}
          else ${sql.lit(teacher.staff.staffID)} end,
        s.register_number, 'STF', 'CS301', 'CSE2024-2028', 'CSE', 2, 3, ${date}, 1, 'P',
        '2026-03-01T00:00:00.000Z'
      from students s where s.batch = 'CSE2024-2028' or s.id = ${sql.lit(outsider)}`.execute(db);
  }

  /** The View answer as it was made before: the records as objects, one JSON.stringify. */
  async function viewBefore(startDate?: string, endDate?: string): Promise<string> {
    let query = t.database.db
      .selectFrom('attendance')
      .innerJoin('students', 'students.id', 'attendance.student_id')
      .innerJoin('staff', 'staff.id', 'attendance.staff_id')
      .innerJoin('subjects', 'subjects.id', 'attendance.subject_id')
      .select([
        'attendance.date',
        'attendance.period',
        'attendance.status',
        'attendance.register_number',
        'students.student_name',
        'staff.staff_name',
        'attendance.subject_code',
        'subjects.subject_name',
        'attendance.department',
      ])
      .where('attendance.subject_id', '=', subjectId)
      .where('attendance.voided_at', 'is', null);
    if (startDate) query = query.where('attendance.date', '>=', startDate);
    if (endDate) query = query.where('attendance.date', '<=', endDate);
    const rows = await query
      .orderBy('attendance.date')
      .orderBy('attendance.period')
      .orderBy('attendance.register_number')
      .execute();
    return JSON.stringify(
      rows.map((r) => ({
        date: r.date,
        period: r.period,
        status: r.status,
        registerNumber: r.register_number,
        studentName: r.student_name,
        facultyName: r.staff_name,
        subjectCode: r.subject_code,
        subjectName: r.subject_name,
        department: r.department,
      })),
    );
  }

  it('streams View Attendance over several pages, byte for byte the whole answer', async () => {
    const ranges: [string?, string?][] = [
      [],
      [firstDate(10), firstDate(45)],
      [firstDate(3), firstDate(3)],
      ['2030-01-01', undefined],
    ];
    for (const [startDate, endDate] of ranges) {
      const query = new URLSearchParams({ subjectID: String(subjectId) });
      if (startDate) query.set('startDate', startDate);
      if (endDate) query.set('endDate', endDate);
      const answer = await get(`/api/attendance/view?${query}`, teacher);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.body, query.toString()).toBe(await viewBefore(startDate, endDate));
    }
    // The semester is more than one page, and bigger than one piece between threads.
    expect((await get(`/api/attendance/view?subjectID=${subjectId}`, teacher)).body.length).toBe(
      (await viewBefore()).length,
    );
    expect((await viewBefore()).length).toBeGreaterThan(3_000_000);
  }, 120_000);

  it('writes the cumulative day byte for byte as the records nested in JS', async () => {
    const repo = new AttendanceRepo(t.database.db);
    for (const [date, filter] of [
      [firstDate(0), {}],
      [firstDate(3), {}],
      [firstDate(40), { batch: '2025' }],
      [firstDate(20), { year: 2, semester: 3 }],
      ['2030-01-01', {}],
    ] as const) {
      const query = new URLSearchParams({ date, ...(filter as Record<string, string>) });
      for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
      const answer = await get(`/api/attendance/cumulative?${query}`, hod);
      expect(answer.statusCode).toBe(200);
      const before = JSON.stringify(nestCumulative(await repo.cumulative('CSE', date, filter)));
      expect(answer.body, query.toString()).toBe(before);
    }
  }, 120_000);

  it('writes a day marked out of order in period and register order, and a code of two years', async () => {
    const repo = new AttendanceRepo(t.database.db);
    const outOfOrder = firstDate(DAYS + 10);
    // Period 3 first, then 1 and 2 (of a class's second subject 7, 5, 6), each class list from
    // the last register number down.
    for (const period of [3, 1, 2]) {
      await sql`insert into attendance (student_id, subject_id, staff_id, register_number,
          faculty_code, subject_code, batch, department, year, semester, date, period, status,
          created_at)
        select s.id, sub.id, ${sql.lit(teacher.staff.staffID)}, s.register_number, 'STF',
          sub.subject_code, s.batch, 'CSE', s.year, s.semester, ${outOfOrder},
          ${sql.lit(period)} + (sub.id % 2) * 4,
          case when s.id % 3 = 0 then 'A' else 'P' end, '2026-03-01T00:00:00.000Z'
        from allocations a join students s on s.id = a.student_id
          join subjects sub on sub.id = a.subject_id
        order by s.register_number desc`.execute(t.database.db);
    }
    // A record of one subject code kept with another year (a student moved since): two places.
    const twoYears = firstDate(DAYS + 11);
    await sql`insert into attendance (student_id, subject_id, staff_id, register_number,
        faculty_code, subject_code, batch, department, year, semester, date, period, status,
        created_at)
      select s.id, sub.id, ${sql.lit(teacher.staff.staffID)}, s.register_number, 'STF',
        sub.subject_code, s.batch, 'CSE', case when s.register_number = '25CS002' then 2
        else s.year end, s.semester, ${twoYears}, 1 + (sub.id % 2) * 4, 'P',
        '2026-03-01T00:00:00.000Z'
      from allocations a join students s on s.id = a.student_id
        join subjects sub on sub.id = a.subject_id`.execute(t.database.db);
    // A class's record of a student kept in another department's list (moved since): the
    // department's own names miss them, and the answer still names them.
    const elsewhere = firstDate(DAYS + 20);
    await markWithOutsider(elsewhere, 'Moved "Elsewhere"', '21CS999', teacher);
    for (const date of [outOfOrder, twoYears, elsewhere]) {
      const answer = await get(`/api/attendance/cumulative?date=${date}`, hod);
      expect(answer.statusCode).toBe(200);
      const before = JSON.stringify(nestCumulative(await repo.cumulative('CSE', date, {})));
      expect(answer.body, date).toBe(before);
    }
    const day = JSON.parse((await get(`/api/attendance/cumulative?date=${outOfOrder}`, hod)).body);
    const leaves = [
      day.data.CSE['1']['1']['2025'].CS101,
      day.data.CSE['2']['3']['CSE2024-2028'].CS302,
    ];
    for (const leaf of leaves) {
      const order = (leaf.students as { period: number; registerNumber: string }[]).map(
        (s) => `${s.period} ${s.registerNumber}`,
      );
      expect(order.length).toBeGreaterThan(5);
      expect(order).toEqual([...order].sort());
    }
    const twoPlaces = JSON.parse(
      (await get(`/api/attendance/cumulative?date=${twoYears}`, hod)).body,
    );
    expect(Object.keys(twoPlaces.data.CSE)).toEqual(['1', '2']);
    const named = JSON.parse((await get(`/api/attendance/cumulative?date=${elsewhere}`, hod)).body);
    expect(named.data.CSE['2']['3']['CSE2024-2028'].CS301.students).toContainEqual(
      expect.objectContaining({ registerNumber: '21CS999', studentName: 'Moved "Elsewhere"' }),
    );
  }, 120_000);

  it("writes each View record's own names when a period's records differ beyond the student", async () => {
    // Two periods of one date, each student with the same status in both: in the first, every
    // third record kept by the HOD, a legacy subject code on some and an older register number
    // on one; in the second none of that.
    const mixed = firstDate(DAYS + 12);
    for (const period of [1, 2]) {
      await sql`insert into attendance (student_id, subject_id, staff_id, register_number,
          faculty_code, subject_code, batch, department, year, semester, date, period, status,
          created_at)
        select s.id, sub.id,
          case when ${sql.lit(period)} = 1 and s.id % 3 = 0 then ${sql.lit(hod.staff.staffID)}
            else ${sql.lit(teacher.staff.staffID)} end,
          case when ${sql.lit(period)} = 1 and s.register_number = '21CS004' then '20CS004'
            else s.register_number end, 'STF',
          case when ${sql.lit(period)} = 1 and s.id % 4 = 1 then 'OLD-301' else sub.subject_code end,
          s.batch, 'CSE', s.year, s.semester, ${mixed}, ${sql.lit(period)},
          case when s.id % 2 = 0 then 'A' else 'P' end, '2026-03-01T00:00:00.000Z'
        from allocations a join students s on s.id = a.student_id
          join subjects sub on sub.id = a.subject_id
        where sub.id = ${subjectId}`.execute(t.database.db);
    }
    const answer = await get(
      `/api/attendance/view?subjectID=${subjectId}&startDate=${mixed}&endDate=${mixed}`,
      teacher,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(await viewBefore(mixed, mixed));
    const records = JSON.parse(answer.body) as { facultyName: string; subjectCode: string }[];
    expect(new Set(records.map((r) => r.facultyName)).size).toBe(2);
    expect(new Set(records.map((r) => r.subjectCode)).size).toBe(2);
    expect(answer.body).toContain('"registerNumber":"20CS004"');
  }, 120_000);

  it('names a View record of a student no longer in the class and of a substitute from elsewhere', async () => {
    // The class's names and its department's staff miss both: the page is read again with the
    // names of its own records.
    const day = firstDate(DAYS + 21);
    const substitute = await signUp(t.app, 'Subject_Staff', 'ECE');
    await markWithOutsider(day, 'Gone "Since"', '21CS998', substitute);
    const answer = await get(
      `/api/attendance/view?subjectID=${subjectId}&startDate=${day}&endDate=${day}`,
      teacher,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(await viewBefore(day, day));
    expect(JSON.parse(answer.body)).toContainEqual(
      expect.objectContaining({
        registerNumber: '21CS998',
        studentName: 'Gone "Since"',
        facultyName: substitute.staff.staffName,
      }),
    );
    // A month of the class before it, one page of several chunks: on PostgreSQL the first
    // chunks are on their way when the miss is met, and the second read goes on after them.
    const from = firstDate(DAYS - 30);
    const longer = await get(
      `/api/attendance/view?subjectID=${subjectId}&startDate=${from}&endDate=${day}`,
      teacher,
    );
    expect(longer.statusCode).toBe(200);
    expect(longer.body.length).toBeGreaterThan(2 * VIEW_CHUNK_BYTES);
    expect(longer.body).toBe(await viewBefore(from, day));
  }, 120_000);

  // Last: it voids records the other tests read.
  it('opens the View with the first page that has records when the first holds none', async () => {
    const firstPage = [firstDate(0), firstDate(DAYS / 2 - 1)] as const;
    await sql`update attendance set voided_at = '2026-03-03T00:00:00.000Z',
        voided_by = ${hod.staff.staffID}, void_reason = 'Taken back'
      where subject_id = ${subjectId} and voided_at is null
        and date between ${firstPage[0]} and ${firstPage[1]}`.execute(t.database.db);
    const semester = await get(`/api/attendance/view?subjectID=${subjectId}`, teacher);
    expect(semester.body.startsWith('[{"date":"' + firstDate(DAYS / 2))).toBe(true);
    expect(semester.body).toBe(await viewBefore());
    const none = await get(
      `/api/attendance/view?subjectID=${subjectId}&startDate=${firstPage[0]}&endDate=${firstPage[1]}`,
      teacher,
    );
    expect(none.body).toBe('[]');
  }, 120_000);
});
