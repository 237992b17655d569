import { expect, it } from 'vitest';
import type { ImportHistoryEntry, ImportReport } from '@attendance/domain';
import { describeEachDatabase, json } from '../helpers';
import { appWithAdmin, importUpload, type ImportQuery } from '../factories/import-suite';
import { savedCsv, workbookOf, type CsvSaving } from '../factories/office-files';

/** A class-wise sheet: no Batch, Year, Semester or Type column. */
const HEADERS = ['Reg No', 'Name', 'Gender', 'Mobile No', 'Parent Mobile'];
const student = (register: string, name = `Student ${register}`, gender = 'F') => [
  register,
  name,
  gender,
  '98765 43210',
  '+91 98765 43211',
];

describeEachDatabase('import of the office sheet as it is, round two (issue 54)', (kind) => {
  const suite = appWithAdmin(kind);
  const upload = (fileName: string, content: Buffer, query: ImportQuery = {}) =>
    importUpload(suite, 'students', fileName, content, query);
  const preview = async (fileName: string, content: Buffer, query: ImportQuery = {}) => {
    const response = await upload(fileName, content, query);
    expect(response.statusCode, response.body).toBe(200);
    return json<ImportReport>(response);
  };
  /** Previews, then commits with the preview's fingerprint. */
  const commit = async (fileName: string, content: Buffer, query: ImportQuery) => {
    const seen = await preview(fileName, content, query);
    return upload(fileName, content, {
      ...query,
      commit: true,
      fingerprint: seen.mapping!.fingerprint,
    });
  };
  const classOf = (batch: string) => ({ batch, year: 1, semester: 1, type: 'Regular' });
  const stored = (batch: string) =>
    suite.t.database.db
      .selectFrom('students')
      .select(['register_number', 'student_name', 'gender', 'type', 'student_number'])
      .where('batch', '=', `CSE${batch}`)
      .orderBy('register_number')
      .execute();

  it('reads CSVs as Excel saves them: semicolons, tabs, Windows-1252, UTF-16, a BOM', async () => {
    const cases: [CsvSaving, string, string][] = [
      ['Windows-1252', ';', 'semicolon'],
      ['UTF-16 LE', '\t', 'tab'],
      ['UTF-16 BE', '\t', 'tab'],
      ['UTF-8 with BOM', ',', 'comma'],
      ['UTF-8', ';', 'semicolon'],
    ];
    for (const [saving, delimiter, named] of cases) {
      const file = savedCsv(
        [HEADERS, student('54ENC1', 'José Núñez', 'M'), student('54ENC2', 'Zoë Müller')],
        saving,
        delimiter,
      );
      const report = await preview('class.csv', file, classOf('2041-2045'));
      expect(report.mapping!.csv, saving).toEqual({ encoding: saving, delimiter: named });
      expect(report.errors, saving).toEqual([]);
      expect(report.rows.map((row) => row.values.studentName)).toEqual([
        'José Núñez',
        'Zoë Müller',
      ]);
    }
    const ansi = savedCsv([HEADERS, student('54ENC1', 'José Núñez', 'M')], 'Windows-1252', ';');
    expect((await commit('ansi.csv', ansi, classOf('2041-2045'))).statusCode).toBe(201);
    expect(await stored('2041-2045')).toMatchObject([
      { register_number: '54ENC1', student_name: 'José Núñez', gender: 'Male' },
    ]);

    const binary = Buffer.from([0x52, 0x65, 0x67, 0x00, 0x01, 0x02, 0x9d, 0xff, 0x0a]);
    const refused = await upload('class.csv', binary);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      code: 'UNREADABLE_TEXT',
      message:
        'The file cannot be read as text (it is not UTF-8, UTF-16 or Windows-1252). In Excel choose File › Save As › "CSV UTF-8 (Comma delimited) (*.csv)" and upload that.',
    });
  });

  it('says on its row that Excel turned a register number into scientific notation', async () => {
    const file = savedCsv([HEADERS, student('730423000001'), student('7.30423E+11')], 'UTF-8');
    const report = await preview('sci.csv', file, classOf('2042-2046'));
    expect(report.errors).toEqual([
      {
        row: 3,
        column: 'Reg No',
        message:
          'Excel saved this register number in scientific notation, which loses its last digits; format the column as Text and save again (7.30423E+11)',
      },
    ]);
    expect(report.rows.map((row) => row.status)).toEqual(['new', 'error']);
  });

  it('asks for Type once for a file without the column, proposing Regular', async () => {
    const file = await workbookOf([
      { name: 'Class', rows: [HEADERS, student('54TYP1'), student('54TYP2')] },
    ]);
    const { type: _type, ...noType } = classOf('2043-2047');
    const asked = await preview('class.xlsx', file, noType);
    expect(asked.mapping).toMatchObject({
      missing: ['Type'],
      message: 'No column holds Type: choose the column below, or give it once for the whole file.',
      sharedFields: ['batch', 'year', 'semester', 'department', 'type'],
      proposedShared: { type: 'Regular' },
    });
    expect(asked.rows).toEqual([]);
    const lateral = await preview('class.xlsx', file, { ...noType, type: 'Lateral' });
    expect(lateral.rows.map((row) => row.values.type)).toEqual(['Lateral', 'Lateral']);
    const response = await commit('class.xlsx', file, classOf('2043-2047'));
    expect(response.statusCode).toBe(201);
    expect((await stored('2043-2047')).map((s) => s.type)).toEqual(['Regular', 'Regular']);
    const wrong = await upload('class.xlsx', file, { ...noType, type: 'Hostel' });
    expect(wrong.statusCode).toBe(400);
  });

  it('sets totals and signatures aside, and leaves out the rows the Admin excludes', async () => {
    const file = await workbookOf([
      {
        name: 'Class',
        rows: [
          ['S.No', ...HEADERS],
          [1, ...student('54TOT1')],
          [2, ...student('54TOT2')],
          [3, ...student('54TOT3')],
          ['Total: 3'],
          ['', '', '', '', 'Prepared by', 'Class Advisor'],
          ['Signature of the HOD'],
        ],
      },
    ]);
    const shared = classOf('2044-2048');
    const report = await preview('class.xlsx', file, shared);
    expect(report).toMatchObject({ valid: 3, errors: [] });
    expect(report.mapping!.setAside).toEqual([
      { row: 5, ref: '5', text: 'Total: 3', reason: 'notRecord' },
      { row: 6, ref: '6', text: 'Prepared by · Class Advisor', reason: 'notRecord' },
      { row: 7, ref: '7', text: 'Signature of the HOD', reason: 'notRecord' },
    ]);
    const excluded = await preview('class.xlsx', file, { ...shared, exclude: '3' });
    expect(excluded.valid).toBe(2);
    expect(excluded.mapping!.setAside[0]).toEqual({
      row: 3,
      ref: '3',
      text: '2 · 54TOT2 · Student 54TOT2 · F · 98765 43210 · +91 98765 43211',
      reason: 'excluded',
    });
    // The fingerprint holds the rows excluded: a commit leaving out others is refused.
    const changed = await upload('class.xlsx', file, {
      ...shared,
      exclude: '4',
      commit: true,
      fingerprint: excluded.mapping!.fingerprint,
    });
    expect(json(changed).code).toBe('MAPPING_CHANGED');
    const response = await commit('class.xlsx', file, { ...shared, exclude: '3' });
    expect(response.statusCode).toBe(201);
    expect((await stored('2044-2048')).map((s) => s.register_number)).toEqual(['54TOT1', '54TOT3']);
  });

  it('reads bilingual headers under a title, Hindi and Tamil genders, and a header row picked', async () => {
    const file = await workbookOf([
      {
        name: 'Class',
        rows: [
          ['அரசு கலைக் கல்லூரி / Government Arts College'],
          [
            'பதிவு எண் / Reg No',
            'மாணவர் பெயர் (Student Name)',
            'लिंग | Gender',
            'मोबाइल / Mobile No',
            'Parent Mobile\nअभिभावक मोबाइल',
            'வகை [Type]',
          ],
          ['54BIL1', 'Kavya', 'பெண்', '9876543210', '9876543211', 'Regular'],
          ['54BIL2', 'Arun', 'ஆண்', '9876543212', '9876543213', 'Regular'],
          ['54BIL3', 'Meera', 'महिला', '9876543214', '9876543215', 'Lateral'],
          ['54BIL4', 'Rohit', 'पुरुष', '9876543216', '9876543217', 'Regular'],
        ],
      },
    ]);
    const { type: _type, ...shared } = classOf('2045-2049');
    const report = await preview('class.xlsx', file, shared);
    expect(report.mapping!.headerRow).toBe(2);
    expect(report.mapping!.columns.map((c) => c.field)).toEqual([
      'registerNumber',
      'studentName',
      'gender',
      'studentNumber',
      'parentNumber',
      'type',
    ]);
    expect(report).toMatchObject({ valid: 4, errors: [] });
    expect(report.rows.map((row) => row.values.gender)).toEqual([
      'Female',
      'Male',
      'Female',
      'Male',
    ]);

    const tamil = ['பதிவு எண்', 'பெயர்', 'பாலினம்', 'கைபேசி எண்', 'பெற்றோர் கைபேசி எண்', 'வகை'];
    const hindi = ['पंजीकरण संख्या', 'नाम', 'लिंग', 'मोबाइल नंबर', 'अभिभावक मोबाइल', 'प्रकार'];
    for (const headers of [tamil, hindi]) {
      const only = await workbookOf([{ name: 'Class', rows: [headers] }]);
      const fields = (await preview('class.xlsx', only)).mapping!.columns.map((c) => c.field);
      expect(fields, headers.join()).toEqual(report.mapping!.columns.map((c) => c.field));
    }

    // "Department: CSE, Year: III" in cells names two fields: taken for the header row, wrongly.
    const misled = await workbookOf([
      {
        name: 'Class',
        rows: [
          ['Department', 'CSE', 'Year', 'III'],
          [],
          [...HEADERS, 'Type'],
          [...student('54HDR1'), 'Regular'],
        ],
      },
    ]);
    const found = await preview('class.xlsx', misled, shared);
    expect(found.mapping!.headerRow).toBe(1);
    const picked = await preview('class.xlsx', misled, { ...shared, headerRow: 3 });
    expect(picked.mapping).toMatchObject({
      headerRow: 3,
      skippedRows: [{ row: 1, text: 'Department · CSE · Year · III' }],
      missing: [],
    });
    expect(picked).toMatchObject({ valid: 1, errors: [] });
    const response = await commit('class.xlsx', misled, { ...shared, headerRow: 3 });
    expect(response.statusCode).toBe(201);
  });

  it('lists hidden rows apart and ignores hidden columns unless chosen', async () => {
    const headers = ['Reg No', 'Name', 'Gender', 'Mobile', 'Mobile No', 'Parent Mobile'];
    const row = (register: string, old: string, current: string) => [
      register,
      `Student ${register}`,
      'M',
      old,
      current,
      '9876500000',
    ];
    const file = await workbookOf([
      {
        name: 'Class',
        rows: [
          headers,
          row('54HID1', '9000000001', '9876500001'),
          row('54HID2', '9000000002', '9876500002'),
          row('54HID3', '9000000003', '9876500003'),
        ],
        hiddenRows: [3],
        hiddenColumns: [4],
      },
    ]);
    const shared = classOf('2046-2050');
    const report = await preview('class.xlsx', file, shared);
    expect(report.mapping!.columns[3]).toEqual({
      index: 3,
      header: 'Mobile',
      field: null,
      hidden: true,
    });
    expect(report.mapping!.columns[4]).toMatchObject({ field: 'studentNumber', hidden: false });
    expect(report.mapping!.setAside).toEqual([
      { row: 3, ref: '3', text: expect.stringContaining('54HID2'), reason: 'hidden' },
    ]);
    expect(report.rows.map((r) => [r.row, r.values.studentNumber])).toEqual([
      [2, '9876500001'],
      [4, '9876500003'],
    ]);
    const included = await preview('class.xlsx', file, { ...shared, include: '3' });
    expect(included.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(included.mapping!.setAside).toEqual([]);
    const columns = 'registerNumber,studentName,gender,studentNumber,,parentNumber';
    const chosen = await preview('class.xlsx', file, { ...shared, columns });
    expect(chosen.rows[0]!.values.studentNumber).toBe('9000000001');
    const response = await commit('class.xlsx', file, shared);
    expect(response.statusCode).toBe(201);
    expect((await stored('2046-2050')).map((s) => [s.register_number, s.student_number])).toEqual([
      ['54HID1', '9876500001'],
      ['54HID3', '9876500003'],
    ]);
  });

  it('names every sheet of a class with its rows and imports them together in one transaction', async () => {
    const sections = (bRows: (string | number)[][]) =>
      workbookOf([
        { name: 'Instructions', rows: [['Fill one sheet per section']] },
        { name: 'A section', rows: [HEADERS, student('54SEC1'), student('54SEC2')] },
        { name: 'B section', rows: [['II CSE B'], HEADERS, ...bRows] },
        {
          name: 'Summary',
          rows: [
            ['Section', 'Students'],
            ['A', 2],
          ],
        },
      ]);
    const file = await sections([student('54SEC3'), student('54SEC4'), student('54SEC5')]);
    const shared = classOf('2047-2051');
    const one = await preview('class.xlsx', file, shared);
    expect(one.mapping!.sheets).toEqual([
      { name: 'Instructions', headerRow: null, rows: null },
      { name: 'A section', headerRow: 1, rows: 2 },
      { name: 'B section', headerRow: 2, rows: 3 },
      { name: 'Summary', headerRow: null, rows: null },
    ]);
    expect(one.mapping!.sheetsRead).toEqual(['A section']);
    expect(one.valid).toBe(2);

    const both = await preview('class.xlsx', file, { ...shared, together: true });
    expect(both.mapping!.sheetsRead).toEqual(['A section', 'B section']);
    expect(both.rows.map((r) => [r.sheet, r.row])).toEqual([
      ['A section', 2],
      ['A section', 3],
      ['B section', 3],
      ['B section', 4],
      ['B section', 5],
    ]);
    const leftOut = await preview('class.xlsx', file, {
      ...shared,
      together: true,
      exclude: '3:4',
    });
    expect(leftOut.mapping!.setAside).toMatchObject([
      { row: 4, sheet: 'B section', ref: '3:4', reason: 'excluded' },
    ]);

    // A row of B section in error: nothing of A section is stored either.
    const broken = await sections([student('54SEC3'), student('54SEC1')]);
    const refused = await commit('broken.xlsx', broken, { ...shared, together: true });
    expect(refused.statusCode).toBe(422);
    expect(json<ImportReport>(refused).errors).toEqual([
      {
        row: 4,
        sheet: 'B section',
        column: 'Reg No',
        message: 'appears twice in the file (also row 2)',
      },
    ]);
    expect(await stored('2047-2051')).toEqual([]);

    const response = await commit('class.xlsx', file, { ...shared, together: true });
    expect(response.statusCode).toBe(201);
    expect(json<ImportReport>(response).created).toBe(5);
    expect(await stored('2047-2051')).toHaveLength(5);
    const history = await suite.t.app.inject({
      method: 'GET',
      url: '/api/imports',
      headers: { cookie: suite.admin.cookie },
    });
    expect(json<ImportHistoryEntry[]>(history)[0]).toMatchObject({
      fileName: 'class.xlsx',
      sheets: ['A section', 'B section'],
      created: 5,
    });
  });
});
