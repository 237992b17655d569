import { describe, expect, it } from 'vitest';
import {
  cleanCell,
  fieldOfHeader,
  HEADER_SYNONYMS,
  headerKey,
  INDIC_HEADER_SYNONYMS,
  normaliseGender,
  normalisePhone,
  normaliseRegisterNumber,
  STUDENT_IMPORT_COLUMNS,
} from '../src';

const STUDENT_FIELDS = STUDENT_IMPORT_COLUMNS.map((column) => column.field);

describe('header synonyms of an office sheet', () => {
  it('maps the spellings of issue 22', () => {
    const cases: [string, string][] = [
      ['Reg No', 'registerNumber'],
      ['Register No.', 'registerNumber'],
      ['Roll No', 'registerNumber'],
      ['Name of the Student', 'studentName'],
      ['Sex', 'gender'],
      ['Category', 'type'],
      ['Mobile', 'studentNumber'],
      ['Contact No', 'studentNumber'],
      ["Father's Mobile", 'parentNumber'],
      ['Parent Contact', 'parentNumber'],
    ];
    for (const [header, field] of cases)
      expect(fieldOfHeader(header, STUDENT_FIELDS), header).toBe(field);
  });

  it('maps ten more spellings of Indian college offices, in any case and punctuation', () => {
    const cases: [string, string][] = [
      ['REG. NO.', 'registerNumber'],
      ['University Reg. No', 'registerNumber'],
      ['Enrolment Number', 'registerNumber'],
      ['USN', 'registerNumber'],
      ['Admission No.', 'registerNumber'],
      ['Candidate Name', 'studentName'],
      ['Mobile No.', 'studentNumber'],
      ['WhatsApp No', 'studentNumber'],
      ["Guardian's Mobile", 'parentNumber'],
      ["Mother's Mobile", 'parentNumber'],
      ['Dept.', 'department'],
      ['Sem', 'semester'],
      ['Year of Study', 'year'],
      ['Mode of Admission', 'type'],
      ['M/F', 'gender'],
    ];
    for (const [header, field] of cases)
      expect(fieldOfHeader(header, STUDENT_FIELDS), header).toBe(field);
  });

  it('ignores the columns the portal does not keep, and fields of another import', () => {
    for (const header of ['DOB', 'Address', 'Blood Group', 'S.No.', 'Email'])
      expect(fieldOfHeader(header, STUDENT_FIELDS), header).toBeUndefined();
    expect(fieldOfHeader('Subject Code', STUDENT_FIELDS)).toBeUndefined();
  });

  it('lists each spelling for one field only, English, Hindi and Tamil alike', () => {
    const seen = new Map<string, string>();
    for (const synonyms of [HEADER_SYNONYMS, INDIC_HEADER_SYNONYMS])
      for (const [field, spellings] of Object.entries(synonyms))
        for (const spelling of spellings) {
          const key = headerKey(spelling);
          expect(seen.get(key) ?? field, spelling).toBe(field);
          seen.set(key, field);
        }
  });

  it('has a Hindi and a Tamil spelling for every field (issue 54)', () => {
    for (const field of Object.keys(HEADER_SYNONYMS)) {
      const spellings = INDIC_HEADER_SYNONYMS[field] ?? [];
      expect(
        spellings.some((s) => /\p{Script=Devanagari}/u.test(s)),
        field,
      ).toBe(true);
      expect(
        spellings.some((s) => /\p{Script=Tamil}/u.test(s)),
        field,
      ).toBe(true);
    }
  });

  it('reads a bilingual header by either part, split on /, |, a line break or brackets', () => {
    const cases: [string, string | undefined][] = [
      ['பதிவு எண் / Reg No', 'registerNumber'],
      ['Mobile No | मोबाइल', 'studentNumber'],
      ['Parent Mobile\nअभिभावक मोबाइल', 'parentNumber'],
      ['नाम (Name)', 'studentName'],
      ['வகை [Type]', 'type'],
      ['M/F', 'gender'],
      ['Regular/Lateral', 'type'],
      // Parts naming two fields name none: the Admin chooses.
      ['Reg No / Name', undefined],
      ['Mobile (Father)', undefined],
      ['Remarks / टिप्पणी', undefined],
    ];
    for (const [header, field] of cases)
      expect(fieldOfHeader(header, STUDENT_FIELDS), header).toBe(field);
  });
});

describe('normalising what is unambiguous', () => {
  it('reads पुरुष/महिला and ஆண்/பெண் as Male and Female (issue 54)', () => {
    expect(['पुरुष', 'महिला', 'ஆண்', 'பெண்', ' ஆண் '].map(normaliseGender)).toEqual([
      'Male',
      'Female',
      'Male',
      'Female',
      'Male',
    ]);
  });

  it('reads M/F, Male/Female and Boy/Girl in any case', () => {
    const cases: [string, string][] = [
      ['M', 'Male'],
      ['f', 'Female'],
      ['MALE', 'Male'],
      ['female ', 'Female'],
      ['Boy', 'Male'],
      ['GIRL', 'Female'],
      ['Other', 'Other'],
      ['X', 'X'],
    ];
    for (const [typed, gender] of cases) expect(normaliseGender(typed), typed).toBe(gender);
  });

  it('makes phone numbers 10 digits when that is certain', () => {
    const cases: [string, string][] = [
      ['98765 43210', '9876543210'],
      ['98765-43210', '9876543210'],
      ['+91 98765 43210', '9876543210'],
      ['+919876543210', '9876543210'],
      ['919876543210', '9876543210'],
      ['09876543210', '9876543210'],
      ['9876543210.0', '9876543210'],
      ['(0) 98765-43210', '9876543210'],
      ['9.87654E+09', '9.87654E+09'],
      ['12345', '12345'],
    ];
    for (const [typed, phone] of cases) expect(normalisePhone(typed), typed).toBe(phone);
  });

  it('reads register numbers stored as numbers, and cleans white space', () => {
    expect(normaliseRegisterNumber('211521104001.0')).toBe('211521104001');
    expect(normaliseRegisterNumber(' 21CS001 ')).toBe('21CS001');
    expect(cleanCell('\u00a0Anitha\u00a0 Raman ')).toBe('Anitha Raman');
  });
});
