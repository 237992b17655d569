import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createWeekClass, putWeek, type WeekClass } from '../factories/week';
import { translateMessage } from '../../src/modules/languages/translate';

/**
 * The week's screens in the person's language (issue 53): the calendar's, the timetable editor's
 * and the days-off answers' texts, inside an answer as well as its `message`, and a refused
 * field's problem, in Hindi and Tamil; the English and the codes as they were.
 * The test clock: Tuesday 2026-03-10 in Asia/Kolkata.
 */
describeEachDatabase("the week's words in Hindi and Tamil", (kind) => {
  let t: TestApp;
  let week: WeekClass;
  let second: WeekClass;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie: string,
    language: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie, 'accept-language': language }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, { WEEKLY_DAYS_OFF: 'Sun' });
    week = await createWeekClass(t.app, t.database.db);
    second = await createWeekClass(t.app, t.database.db);
  });
  afterAll(async () => t.close());

  it("names the timetable's conflicts in Tamil, cell by cell, with the same code", async () => {
    expect(
      (
        await putWeek(t.app, second, '2026-03-02', [
          { day: 'Tue', period: 2, subjectIDs: [second.maths] },
        ])
      ).statusCode,
    ).toBe(200);
    await t.database.db
      .updateTable('assignments')
      .set({ staff_id: second.room.teacher.staff.staffID })
      .where('subject_id', '=', week.maths)
      .execute();
    const cells = [
      { day: 'Tue', period: 2, subjectIDs: [week.maths] },
      { day: 'Wed', period: 1, subjectIDs: [second.structures] },
    ];
    const body = { batch: week.batch, year: 2, semester: 3, effectiveFrom: '2026-03-02', cells };
    const hod = week.room.hod.cookie;
    const teacher = second.room.teacher.staff.staffName;
    const english = await call('PUT', '/api/week/timetable', hod, 'en', body);
    expect(json(english).message).toBe(
      `Tue P2: ${teacher} already teaches ${second.batch} year 2 semester 3 then. (and 1 more)`,
    );
    const tamil = await call('PUT', '/api/week/timetable', hod, 'ta', body);
    expect(tamil.statusCode).toBe(409);
    expect(json(tamil).code).toBe('TIMETABLE_CONFLICT');
    expect(json(tamil).message).toBe(
      `Tue P2: ${teacher} அப்போது ஏற்கெனவே ${second.batch} 2ஆம் ஆண்டு 3ஆம் பருவம் வகுப்புக்குக் கற்பிக்கிறார். (மேலும் 1)`,
    );
    expect(json(tamil).conflicts[1]).toEqual({
      day: 'Wed',
      period: 1,
      message: `Wed P1: பாடம் ${second.structures} இந்த வகுப்பு, துறையின் பாடம் அல்ல.`,
    });
    await t.database.db
      .updateTable('assignments')
      .set({ staff_id: week.room.teacher.staff.staffID })
      .where('subject_id', '=', week.maths)
      .execute();
  });

  it('saves in Hindi, and refuses a field in Hindi as English words it', async () => {
    const hod = week.room.hod.cookie;
    const body = {
      batch: week.batch,
      year: 2,
      semester: 3,
      effectiveFrom: '2026-03-02',
      cells: [],
    };
    const saved = await call('PUT', '/api/week/timetable', hod, 'hi', body);
    expect(json(saved).message).toBe(
      `${week.batch} वर्ष 2 सेमेस्टर 3 की समय-सारणी सहेजी गई, 2026-03-02 से लागू।`,
    );
    const wrong = { ...body, effectiveFrom: 'next week' };
    expect(json(await call('PUT', '/api/week/timetable', hod, 'en', wrong))).toEqual({
      message: 'effectiveFrom: must be a date as YYYY-MM-DD',
      code: 'VALIDATION',
    });
    expect(json(await call('PUT', '/api/week/timetable', hod, 'hi', wrong))).toEqual({
      message: 'effectiveFrom: YYYY-MM-DD रूप में तारीख होनी चाहिए',
      code: 'VALIDATION',
    });
    const long = { ...body, batch: 'B'.repeat(41) };
    expect(json(await call('PUT', '/api/week/timetable', hod, 'ta', long)).message).toBe(
      'batch: அதிகபட்சம் 40 எழுத்துகள் இருக்க வேண்டும்',
    );
  });

  it("gives a day off's reason and the calendar's answers in the person's language", async () => {
    const admin = week.room.admin.cookie;
    const added = await call('POST', '/api/week/days', admin, 'ta', {
      date: '2026-03-09',
      kind: 'holiday',
      name: 'Founders Day',
    });
    expect(added.statusCode, added.body).toBe(201);
    const url = `/api/week/days-off?subjectID=${week.maths}&from=2026-03-08&to=2026-03-09`;
    expect(json(await call('GET', url, admin, 'en', undefined)).days).toEqual([
      { date: '2026-03-08', reason: '2026-03-08 is a Sunday, a weekly day off.' },
      { date: '2026-03-09', reason: '2026-03-09 is a holiday: Founders Day.' },
    ]);
    expect(json(await call('GET', url, admin, 'ta', undefined)).days).toEqual([
      { date: '2026-03-08', reason: '2026-03-08 ஒரு ஞாயிற்றுக்கிழமை, வார விடுமுறை நாள்.' },
      { date: '2026-03-09', reason: '2026-03-09 விடுமுறை நாள்: Founders Day.' },
    ]);
    const removed = await call('DELETE', `/api/week/days/${json(added).id}`, admin, 'hi');
    expect(json(removed)).toEqual({ message: 'दिन हटाया गया।' });
    const range = `/api/week/days-off?subjectID=${week.maths}&from=2026-01-01&to=2027-12-31`;
    expect(json(await call('GET', range, admin, 'hi', undefined)).message).toBe(
      'from: एक बार में अधिकतम 400 दिन',
    );
  });
});

describe("a composed message's parts (issue 53)", () => {
  it("translates a grid's problem after its place, and leaves an unknown one as it is", () => {
    expect(
      translateMessage(
        "II CSE A, D4: 'BREAK2' is neither a period of the campus day nor a break.",
        'hi',
      ),
    ).toBe("II CSE A, D4: 'BREAK2' न कैंपस के दिन का पीरियड है, न अवकाश।");
    expect(
      translateMessage(
        'II CSE A Tue P3 (D7): Ravi Kumar already teaches II CSE B Tue P3 (D15) in this file.',
        'ta',
      ),
    ).toBe(
      'II CSE A Tue P3 (D7): Ravi Kumar இந்தக் கோப்பில் ஏற்கெனவே II CSE B Tue P3 (D15) கற்பிக்கிறார்.',
    );
    expect(translateMessage('II CSE A: something new.', 'ta')).toBe('II CSE A: something new.');
  });

  it("translates a refused field's problem, the field as the API names it", () => {
    expect(translateMessage('records[0].period: must be at most 8', 'hi')).toBe(
      'records[0].period: अधिकतम 8 होना चाहिए',
    );
    expect(translateMessage('name: is required', 'ta')).toBe('name: தேவை');
  });
});
