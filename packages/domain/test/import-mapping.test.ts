import { describe, expect, it } from 'vitest';
import {
  fieldOfHeader,
  isHeaderRow,
  missingColumns,
  missingMessage,
  proposeFields,
  proposeSharedValues,
  STUDENT_IMPORT_COLUMNS,
  SUBJECT_IMPORT_COLUMNS,
} from '../src';

const STUDENT_FIELDS = STUDENT_IMPORT_COLUMNS.map((column) => column.field);
const SUBJECT_FIELDS = SUBJECT_IMPORT_COLUMNS.map((column) => column.field);

describe('headers of Indian college offices', () => {
  it('maps more spellings seen in office sheets', () => {
    const cases: [string, string, readonly string[]][] = [
      ['Hall Ticket No.', 'registerNumber', STUDENT_FIELDS],
      ['PRN', 'registerNumber', STUDENT_FIELDS],
      ['University Register Number', 'registerNumber', STUDENT_FIELDS],
      ['Name of the Candidate', 'studentName', STUDENT_FIELDS],
      ["STUDENT'S NAME", 'studentName', STUDENT_FIELDS],
      ['Gender (M/F)', 'gender', STUDENT_FIELDS],
      ['Student Mobile No.', 'studentNumber', STUDENT_FIELDS],
      ["Father's Contact No.", 'parentNumber', STUDENT_FIELDS],
      ['Father / Guardian Mobile', 'parentNumber', STUDENT_FIELDS],
      ['Parent Mobile Number', 'parentNumber', STUDENT_FIELDS],
      ['Regular / Lateral', 'type', STUDENT_FIELDS],
      ['Batch (YYYY-YYYY)', 'batch', STUDENT_FIELDS],
      ['Yr.', 'year', STUDENT_FIELDS],
      ['Sem.', 'semester', STUDENT_FIELDS],
      ['Title of the Paper', 'subjectName', SUBJECT_FIELDS],
      ['Paper Code', 'subjectCode', SUBJECT_FIELDS],
      ['Elective (Y/N)', 'isElective', SUBJECT_FIELDS],
    ];
    for (const [header, field, fields] of cases)
      expect(fieldOfHeader(header, fields), header).toBe(field);
  });
});

describe('proposing a mapping', () => {
  const office = [
    'S.No.',
    'Reg No',
    'Name of the Student',
    'DOB',
    'Sex',
    'Category',
    'Mobile',
    "Father's Mobile",
    'Blood Group',
    'Address',
  ];

  it('maps each known header and ignores the rest; a field named twice is taken once', () => {
    expect(proposeFields(office, STUDENT_IMPORT_COLUMNS)).toEqual([
      null,
      'registerNumber',
      'studentName',
      null,
      'gender',
      'type',
      'studentNumber',
      'parentNumber',
      null,
      null,
    ]);
    expect(proposeFields(['Roll No', 'Reg No'], STUDENT_IMPORT_COLUMNS)).toEqual([
      'registerNumber',
      null,
    ]);
  });

  it('tells a header row from a title row', () => {
    expect(isHeaderRow(office, STUDENT_IMPORT_COLUMNS)).toBe(true);
    expect(
      isHeaderRow(['B.E. Computer Science 2024–2028 — Student List'], STUDENT_IMPORT_COLUMNS),
    ).toBe(false);
    expect(isHeaderRow(['Name', '', ''], STUDENT_IMPORT_COLUMNS)).toBe(false);
    expect(isHeaderRow(['Subject Code', 'Subject Name'], SUBJECT_IMPORT_COLUMNS)).toBe(true);
  });

  it('names the required fields neither mapped nor given for the file', () => {
    const fields = proposeFields(office, STUDENT_IMPORT_COLUMNS);
    const missing = missingColumns(fields, STUDENT_IMPORT_COLUMNS, { year: 3 });
    expect(missing.map((column) => column.header)).toEqual(['Batch', 'Semester']);
    expect(missingMessage(missing, true)).toBe(
      'No column holds Batch and Semester: choose the columns below, or give them once for the whole file.',
    );
    expect(
      missingColumns(fields, STUDENT_IMPORT_COLUMNS, { batch: '2024-2028', year: 3, semester: 5 }),
    ).toEqual([]);
  });
});

describe('values the class shares, read from titles and the file name', () => {
  it('reads batch, year and semester as offices write them', () => {
    const cases: [string[], ReturnType<typeof proposeSharedValues>][] = [
      [['B.E. Computer Science 2024–2028 — Student List'], { batch: '2024-2028' }],
      [['III Year CSE', 'students.xlsx'], { year: 3 }],
      [['Sem 5'], { year: 3, semester: 5 }],
      [['CSE V Sem A Section'], { year: 3, semester: 5 }],
      [['Batch 2023 - 27, II Year, Semester IV'], { batch: '2023-2027', year: 2, semester: 4 }],
      [['', 'CSE_2022-2026_4th_year_sem7.xlsx'], { batch: '2022-2026', year: 4, semester: 7 }],
      [['Third Year B.Tech'], { year: 3 }],
      [['Year 1'], { year: 1 }],
      [['Semester-VI'], { year: 3, semester: 6 }],
    ];
    for (const [texts, expected] of cases)
      expect(proposeSharedValues(texts), texts.join(' | ')).toEqual(expected);
  });

  it('reads nothing it cannot be sure of', () => {
    expect(proposeSharedValues(['Annamalai College of Engineering', 'roster.xlsx'])).toEqual({});
    expect(proposeSharedValues(['Printed 2024-11-25'])).toEqual({});
    expect(proposeSharedValues(['Phone 98765 43210'])).toEqual({});
    // A semester of another year than the one named: the semester is left for the Admin.
    expect(proposeSharedValues(['II Year', 'Sem 5'])).toEqual({ year: 2 });
    expect(proposeSharedValues(['Sem 9', 'Year 5'])).toEqual({});
  });
});
