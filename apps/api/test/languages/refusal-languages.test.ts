import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGES,
  COUNTING_MESSAGES,
  OVERSIGHT_REPORT_MESSAGES,
  PASSKEY_MESSAGES,
  periodNotStartedMessage,
  REQUEST_MESSAGES,
  SUBMISSION_MESSAGES,
  substitutionQuestion,
  tooOldMessage,
} from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { csvFile, multipart, STUDENT_HEADERS, studentRow } from '../factories/spreadsheets';
import { translateMessage } from '../../src/modules/languages/translate';
import { FILE_TOO_LARGE, NO_FILE } from '../../src/modules/imports/imports.routes';
import { OLD_EXCEL } from '../../src/modules/imports/sheet-reader';
import { UNREADABLE_TEXT } from '../../src/modules/imports/csv-text';
import { UNCLOSED_QUOTE } from '../../src/modules/imports/csv-stream';
import { CAMPUS_IMPORTS_BUSY, YOUR_IMPORT_RUNS } from '../../src/modules/imports/import-gate';
import { lacking, RACE } from '../../src/modules/imports/imports.service';
import { MAPPING_CHANGED, MAPPING_NOT_PREVIEWED } from '../../src/modules/imports/mapping';
import {
  cellTooLong,
  NO_HEADER,
  TOO_MANY_COLUMNS,
  TOO_MANY_ROWS,
} from '../../src/modules/imports/sheet-rows';
import { CELL_TOO_LONG_IN_FILE, UNKNOWN_SHEET } from '../../src/modules/imports/xlsx-stream';
import {
  MACRO_WORKBOOK,
  NOT_A_SPREADSHEET,
  OPEN_DOCUMENT,
  ZIP_BOMB,
} from '../../src/modules/imports/zip-guard';

/**
 * A refusal of the imports and of leave and On-Duty requests in the person's language (issue
 * 53): the same code, the English exactly as before, Hindi and Tamil for a Hindi or Tamil
 * reader. The test clock: Tuesday 2026-03-10 in Asia/Kolkata.
 */
describeEachDatabase('refusals of a file and of a request in Hindi and Tamil', (kind) => {
  let t: TestApp;
  let room: Classroom;

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
    const { batch } = await t.database.db
      .selectFrom('subjects')
      .select('batch')
      .where('id', '=', room.subjectId)
      .executeTakeFirstOrThrow();
    const admin = { cookie: room.admin.cookie };
    const term = { batch, year: 2, semester: 3, firstDay: '2026-01-05', lastDay: '2026-05-30' };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/week/terms',
      headers: admin,
      payload: term,
    });
    expect(set.statusCode, set.body).toBe(200);
    const holiday = { date: '2026-03-21', kind: 'holiday', name: 'Founders Day' };
    const day = await t.app.inject({
      method: 'POST',
      url: '/api/week/days',
      headers: admin,
      payload: holiday,
    });
    expect(day.statusCode, day.body).toBe(201);
  });
  afterAll(async () => t.close());

  const upload = (language: string, fileName: string, content: Buffer, field = 'file') => {
    const body = multipart(fileName, content, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/students/import?commit=false',
      payload: body.payload,
      headers: { ...body.headers, cookie: room.admin.cookie, 'accept-language': language },
    });
  };

  it("refuses a file's kind in Hindi and Tamil, with the same code", async () => {
    const old = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]);
    expect(json(await upload('en', 'old.xls', old))).toEqual({
      message: OLD_EXCEL,
      code: 'NOT_XLSX',
    });
    const hindi = await upload('hi', 'old.xls', old);
    expect(hindi.statusCode).toBe(400);
    expect(json(hindi)).toEqual({
      message:
        'यह फ़ाइल Excel 97-2003 वर्कबुक (.xls) है; आयात में .xlsx वर्कबुक और UTF-8 .csv फ़ाइलें ही ली जाती हैं। Excel में File › Save As › Excel Workbook (.xlsx) चुनें और वही फ़ाइल अपलोड करें।',
      code: 'NOT_XLSX',
    });
    const pdf = await upload('ta-IN,ta;q=0.9', 'report.pdf', Buffer.from('%PDF-1.7'));
    expect(json(pdf).code).toBe('NOT_A_SPREADSHEET');
    expect(json(pdf).message).toBe(
      'இந்தக் கோப்பு .xlsx பணிப்புத்தகமும் அல்ல, .csv கோப்பும் அல்ல; இறக்குமதி .xlsx பணிப்புத்தகங்களையும் UTF-8 .csv கோப்புகளையும் மட்டுமே ஏற்கும்.',
    );
  });

  it('refuses a missing file, an unreadable text and too many columns in both languages', async () => {
    const none = await upload('ta', 'roster.csv', Buffer.from('x'), 'other');
    expect(json(none)).toEqual({
      message: 'பதிவேற்ற .xlsx அல்லது .csv கோப்பைத் தேர்ந்தெடுக்கவும் (படிவப் புலம் "file").',
      code: 'NO_FILE',
    });
    const binary = Buffer.from([0x52, 0x65, 0x67, 0x00, 0x01, 0x02, 0x9d, 0xff, 0x0a]);
    const text = await upload('hi', 'roster.csv', binary);
    expect(json(text).code).toBe('UNREADABLE_TEXT');
    expect(json(text).message).toMatch(/^फ़ाइल को पाठ के रूप में पढ़ा नहीं जा सका/);
    const wide = csvFile([Array.from({ length: 70 }, (_, i) => `Column ${i}`)]);
    const english = json(await upload('en', 'roster.csv', wide));
    expect(english).toEqual({ message: TOO_MANY_COLUMNS, code: 'TOO_MANY_COLUMNS' });
    expect(json(await upload('ta', 'roster.csv', wide))).toEqual({
      message:
        'கோப்பில் 64 க்கும் மேற்பட்ட நெடுவரிசைகள் உள்ளன; வார்ப்புருவின் நெடுவரிசைகளை வைத்துக்கொள்ளவும் (கூடுதல் நெடுவரிசைகள் 64 வரை இருக்கலாம்).',
      code: 'TOO_MANY_COLUMNS',
    });
    // A file the import takes is answered as before, in any language.
    const good = csvFile([STUDENT_HEADERS, studentRow('LANG1')] as string[][]);
    expect((await upload('hi', 'roster.csv', good)).statusCode).toBe(200);
  });

  it("says a row's problem in the preview in the person's language, the column as the file names it", async () => {
    const twice = csvFile([
      STUDENT_HEADERS,
      studentRow('LANG2'),
      studentRow('LANG2'),
    ] as string[][]);
    const english = json(await upload('en', 'roster.csv', twice)).errors;
    expect(english).toEqual([
      expect.objectContaining({ row: 3, message: 'appears twice in the file (also row 2)' }),
    ]);
    const tamil = json(await upload('ta', 'roster.csv', twice)).errors;
    expect(tamil).toEqual([{ ...english[0], message: 'கோப்பில் இருமுறை வருகிறது (வரிசை 2 இலும்)' }]);
  });

  const ask = (language: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: room.hod.cookie, 'accept-language': language },
      payload: {
        registerNumbers: [room.registerNumbers[0]],
        kind: 'LEAVE',
        reason: 'Family function',
        ...body,
      },
    });

  it('refuses days off only and days outside the term in Tamil and Hindi', async () => {
    const holiday = { fromDate: '2026-03-21', toDate: '2026-03-21' };
    expect(json(await ask('en', holiday))).toEqual({
      message: REQUEST_MESSAGES.daysOffOnly('2026-03-21', '2026-03-21'),
      code: 'DAY_OFF',
    });
    expect(json(await ask('ta', holiday))).toEqual({
      message: '2026-03-21 வகுப்புக்குப் பாட நாள் அல்ல: அதற்கு விடுப்பு கேட்கத் தேவையில்லை.',
      code: 'DAY_OFF',
    });
    const late = await ask('hi', { fromDate: '2026-05-30', toDate: '2026-06-02' });
    expect(late.statusCode).toBe(400);
    expect(json(late).code).toBe('OUTSIDE_TERM');
    expect(json(late).message).toMatch(
      /^तारीखें .+ के सत्र \(2026-01-05 से 2026-05-30\) के भीतर होनी चाहिए।$/,
    );
    const backwards = await ask('ta', { fromDate: '2026-03-24', toDate: '2026-03-23' });
    expect(json(backwards).message).toBe('கடைசி நாள் முதல் நாளுக்கு முன் இருக்கக் கூடாது.');
    const sent = await ask('hi', { fromDate: '2026-03-24', toDate: '2026-03-24' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).message).toBe('अनुरोध विभागाध्यक्ष को भेज दिया गया।');
  });
});

describe('the refusals of the imports, the requests and the domain in Hindi and Tamil', () => {
  const english = [
    ...[NO_FILE, FILE_TOO_LARGE, NOT_A_SPREADSHEET, MACRO_WORKBOOK, OPEN_DOCUMENT, OLD_EXCEL],
    ...[ZIP_BOMB, UNREADABLE_TEXT, UNCLOSED_QUOTE, TOO_MANY_ROWS, TOO_MANY_COLUMNS, NO_HEADER],
    ...[cellTooLong(12), CELL_TOO_LONG_IN_FILE, UNKNOWN_SHEET('Sheet 9'), YOUR_IMPORT_RUNS],
    ...[CAMPUS_IMPORTS_BUSY, RACE, MAPPING_CHANGED, MAPPING_NOT_PREVIEWED],
    ...[lacking(['Name']), lacking(['Name', 'Gender'])],
    'appears twice in the file for batch 2030-2034 (also row 4)',
    'batch CSE2024-2028 is in year 2, semester 3, not year 1, semester 1',
    'No column holds Batch, Year and Semester: choose the columns below.',
    ...Object.values(REQUEST_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
    REQUEST_MESSAGES.created(1),
    REQUEST_MESSAGES.created(3),
    REQUEST_MESSAGES.unknownStudents(['X1', 'X2']),
    REQUEST_MESSAGES.daysOffOnly('2026-03-21', '2026-03-22'),
    REQUEST_MESSAGES.overlaps('Priya', 'Medical Leave', '2026-03-02', '2026-03-04'),
    REQUEST_MESSAGES.notPending('approved'),
    REQUEST_MESSAGES.notApproved('rejected'),
    ...Object.values(PASSKEY_MESSAGES),
    ...Object.values(ALERT_MESSAGES),
    ...Object.values(COUNTING_MESSAGES),
    ...Object.values(SUBMISSION_MESSAGES),
    ...Object.values(OVERSIGHT_REPORT_MESSAGES),
    ...[tooOldMessage(0), tooOldMessage(1), tooOldMessage(3), periodNotStartedMessage(4)],
  ];

  for (const language of ['hi', 'ta'] as const) {
    it(`has each of them in ${language}, no English word left in a composed one`, () => {
      const untranslated = english.filter((text) => translateMessage(text, language) === text);
      expect(untranslated).toEqual([]);
      const script = language === 'hi' ? /\p{Script=Devanagari}/u : /\p{Script=Tamil}/u;
      expect(english.filter((text) => !script.test(translateMessage(text, language)))).toEqual([]);
    });
  }

  it("asks the marking screen's substitution question in Tamil and Hindi, names as typed", () => {
    const question = substitutionQuestion(
      3,
      [
        { subjectName: 'Maths', staffName: 'Anand' },
        { subjectName: 'Physics', staffName: null },
      ],
      'Data Structures',
    );
    expect(translateMessage(question, 'ta')).toBe(
      'கால அட்டவணையில் P3 Maths (Anand), Physics (ஆசிரியர் ஒதுக்கப்படவில்லை) பாடத்துக்கு உரியது; இதை Data Structures பாடமாகக் குறிக்கவா?',
    );
    expect(translateMessage(question, 'hi')).toBe(
      'समय-सारणी में P3 Maths (Anand), Physics (कोई शिक्षक नहीं सौंपा गया) का है; क्या इसे Data Structures के रूप में दर्ज करें?',
    );
  });

  it("translates a request's kind and state inside its message", () => {
    expect(translateMessage(REQUEST_MESSAGES.notPending('withdrawn'), 'ta')).toBe(
      'கோரிக்கை திரும்பப் பெறப்பட்டது; இனி நிலுவையில் இல்லை.',
    );
    expect(
      translateMessage(
        REQUEST_MESSAGES.overlaps('Priya', 'On Duty', '2026-03-02', '2026-03-04'),
        'hi',
      ),
    ).toBe(
      'Priya का 2026-03-02 से 2026-03-04 तक का ऑन ड्यूटी अनुरोध पहले से स्वीकृत है, जिसमें इनमें से कुछ पीरियड आते हैं।',
    );
  });
});
