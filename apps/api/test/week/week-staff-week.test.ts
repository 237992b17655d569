import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { createWeekClass, putWeek, type WeekClass } from '../factories/week';
import { readWorkbook, rowStarting, rowValues } from '../factories/workbook';

/** A HOD downloads a staff member's week, of the HOD's own department only. */
describeEachDatabase("a staff member's week for the HOD", (kind) => {
  let t: TestApp;
  let week: WeekClass;
  let eceHod: SignedInStaff;

  const get = (who: SignedInStaff, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    week = await createWeekClass(t.app, t.database.db);
    eceHod = await signUp(t.app, 'HOD', 'ECE');
    const saved = await putWeek(t.app, week, '2026-03-02', [
      { day: 'Mon', period: 2, subjectIDs: [week.maths] },
      { day: 'Tue', period: 1, subjectIDs: [week.maths] },
      { day: 'Tue', period: 2, subjectIDs: [week.structures] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t.close());

  it("gives the HOD a teacher's week of the department, as JSON and as .xlsx", async () => {
    const teacher = week.room.teacher.staff;
    const answer = await get(week.room.hod, `/api/week/staff-week?staffID=${teacher.staffID}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer).staffName).toBe(teacher.staffName);
    expect(json(answer).slots.map((s: any) => [s.day, s.period, s.subjectID])).toEqual([
      ['Mon', 2, week.maths],
      ['Tue', 1, week.maths],
    ]);
    const file = await get(week.room.hod, `/api/week/staff-week.xlsx?staffID=${teacher.staffID}`);
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(`${teacher.staffName}_Week.xlsx`);
    const sheet = (await readWorkbook(file)).worksheets[0]!;
    expect(rowValues(sheet, rowStarting(sheet, 'Tuesday'))[1]).toContain(week.room.subjectCode);
  });

  it("refuses another department's HOD, a teacher and an unknown staff member", async () => {
    const id = week.room.teacher.staff.staffID;
    for (const url of [
      `/api/week/staff-week?staffID=${id}`,
      `/api/week/staff-week.xlsx?staffID=${id}`,
    ]) {
      const refused = await get(eceHod, url);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({
        message: 'This staff member is not of your department.',
        code: 'FORBIDDEN',
      });
      expect((await get(week.other, url)).statusCode).toBe(403);
    }
    expect((await get(week.room.hod, '/api/week/staff-week?staffID=999999')).statusCode).toBe(404);
  });
});
