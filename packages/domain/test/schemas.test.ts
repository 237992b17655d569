import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allocateBody } from '../src/schemas/allocations';
import { periodNumber, markBody } from '../src/schemas/attendance';
import { registerBody } from '../src/schemas/auth';
import {
  flexibleBoolean,
  idNumber,
  isoDate,
  semesterNumber,
  wholeNumber,
  yearNumber,
} from '../src/schemas/common';

/** The messages of a refused value, each prefixed with its path; fails the test if the value is accepted. */
function refusal(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

describe('wholeNumber', () => {
  it('accepts a number and a digit string alike', () => {
    expect(yearNumber.parse(3)).toBe(3);
    expect(yearNumber.parse('3')).toBe(3);
    expect(yearNumber.parse(' 4 ')).toBe(4);
  });

  it('accepts the bounds of its range', () => {
    expect(yearNumber.parse(1)).toBe(1);
    expect(yearNumber.parse('4')).toBe(4);
    expect(semesterNumber.parse(8)).toBe(8);
    expect(idNumber.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(wholeNumber(-2, 2).parse('-2')).toBe(-2);
  });

  it("refuses '3.5', 3.5, 'x' and an empty string as not whole numbers", () => {
    expect(refusal(yearNumber, '3.5')).toEqual(['must be a whole number']);
    expect(refusal(yearNumber, 3.5)).toEqual(['must be a whole number']);
    expect(refusal(yearNumber, 'x')).toEqual(['must be a whole number']);
    expect(refusal(yearNumber, '')).toEqual(['must be a whole number']);
    expect(refusal(yearNumber, '3e0')).toEqual(['must be a whole number']);
  });

  it('refuses values of other types', () => {
    expect(refusal(yearNumber, null)).toEqual(['must be a whole number']);
    expect(refusal(yearNumber, true)).toEqual(['must be a whole number']);
    expect(refusal(yearNumber, [3])).toEqual(['must be a whole number']);
  });

  it('refuses 0 and 5 for a year', () => {
    expect(refusal(yearNumber, 0)).toEqual(['must be at least 1']);
    expect(refusal(yearNumber, '0')).toEqual(['must be at least 1']);
    expect(refusal(yearNumber, 5)).toEqual(['must be at most 4']);
  });

  it('refuses 9 for a semester and 2^31 for an id', () => {
    expect(refusal(semesterNumber, 9)).toEqual(['must be at most 8']);
    expect(refusal(idNumber, 2_147_483_648)).toEqual(['must be at most 2147483647']);
  });
});

describe('flexibleBoolean', () => {
  it.each([true, 1, '1', 'true'])('reads %j as true', (value) => {
    expect(flexibleBoolean.parse(value)).toBe(true);
  });

  it.each([false, 0, '0', 'false'])('reads %j as false', (value) => {
    expect(flexibleBoolean.parse(value)).toBe(false);
  });

  it.each([2, -1, 'yes', 'TRUE', '', null, undefined])('refuses %j', (value) => {
    expect(refusal(flexibleBoolean, value)).toEqual(['must be true or false']);
  });
});

describe('isoDate', () => {
  it.each(['2026-01-15', '2026-02-28', '2024-02-29', '2026-12-31'])('accepts %s', (text) => {
    expect(isoDate.parse(text)).toBe(text);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])(
    'refuses %s as not a real calendar date',
    (text) => {
      expect(refusal(isoDate, text)).toEqual(['is not a real calendar date']);
    },
  );

  it('judges each date on its own, a real one repeated or not', () => {
    expect(isoDate.parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDate.parse('2026-02-28')).toBe('2026-02-28');
    expect(refusal(isoDate, '2026-02-30')).toEqual(['is not a real calendar date']);
    expect(refusal(isoDate, '2026-02-30')).toEqual(['is not a real calendar date']);
    expect(isoDate.parse('2026-02-28')).toBe('2026-02-28');
  });

  it.each(['26-1-1', '2026-1-01', '2026/01/15', '2026-01-15T00:00:00Z', ''])(
    'refuses %j as not YYYY-MM-DD',
    (text) => {
      expect(refusal(isoDate, text)).toContain('must be a date as YYYY-MM-DD');
    },
  );

  it('refuses a non-string', () => {
    expect(refusal(isoDate, 20260115)).toEqual(['is required']);
  });
});

describe('markBody', () => {
  const record = {
    subjectID: 4,
    date: '2026-01-15',
    period: 3,
    registerNumber: '21CSE001',
    status: 'P',
  };

  it('parses a list of records, reading numbers from strings', () => {
    expect(
      markBody.parse([
        record,
        { ...record, registerNumber: '21CSE002', period: '3', status: 'OD' },
      ]),
    ).toEqual([record, { ...record, registerNumber: '21CSE002', status: 'OD' }]);
  });

  it.each(['P', 'A', 'OD', 'ML', 'LEAVE'])('accepts status %s', (status) => {
    expect(markBody.parse([{ ...record, status }])[0]?.status).toBe(status);
  });

  it('accepts periods 1 and 8', () => {
    expect(markBody.parse([{ ...record, period: 1 }])[0]?.period).toBe(1);
    expect(markBody.parse([{ ...record, period: '8' }])[0]?.period).toBe(8);
  });

  it('refuses an empty array', () => {
    expect(refusal(markBody, [])).toEqual([
      'Please check staff, subject, period, or student list.',
    ]);
  });

  it('refuses something other than an array', () => {
    expect(refusal(markBody, record)).toEqual(['must be a list of attendance records']);
  });

  it('refuses period 9 and period 0', () => {
    expect(refusal(markBody, [{ ...record, period: 9 }])).toEqual(['0.period: must be at most 8']);
    expect(refusal(markBody, [{ ...record, period: 0 }])).toEqual(['0.period: must be at least 1']);
    expect(refusal(periodNumber, '9')).toEqual(['must be at most 8']);
  });

  it("refuses status 'X', a lower-case 'p' and 'L'", () => {
    const message = '0.status: must be one of P, A, OD, ML, LEAVE';
    expect(refusal(markBody, [{ ...record, status: 'X' }])).toEqual([message]);
    expect(refusal(markBody, [{ ...record, status: 'p' }])).toEqual([message]);
    expect(refusal(markBody, [{ ...record, status: 'L' }])).toEqual([message]);
  });

  it('reports the index of the bad record', () => {
    expect(refusal(markBody, [record, { ...record, date: '2026-02-30' }])).toEqual([
      '1.date: is not a real calendar date',
    ]);
  });
});

describe('allocateBody', () => {
  it("parses subjectIDs '3, 7,3' to [3, 7]", () => {
    expect(allocateBody.parse({ registerNumber: '21CSE001', subjectIDs: '3, 7,3' })).toEqual({
      registerNumber: '21CSE001',
      subjectIDs: [3, 7],
    });
  });

  it('accepts an array of ids and skips empty parts', () => {
    expect(
      allocateBody.parse({ registerNumber: 'R1', subjectIDs: [3, '7', 3] }).subjectIDs,
    ).toEqual([3, 7]);
    expect(allocateBody.parse({ registerNumber: 'R1', subjectIDs: '9,,2,' }).subjectIDs).toEqual([
      9, 2,
    ]);
  });

  it('refuses an empty list', () => {
    expect(refusal(allocateBody, { registerNumber: 'R1', subjectIDs: '' })).toEqual([
      'subjectIDs: select at least 1 subject',
    ]);
    expect(refusal(allocateBody, { registerNumber: 'R1', subjectIDs: ' , ' })).toEqual([
      'subjectIDs: select at least 1 subject',
    ]);
  });

  it('refuses ids that are not digits', () => {
    expect(refusal(allocateBody, { registerNumber: 'R1', subjectIDs: '3,a' })).toEqual([
      'subjectIDs.1: must be a comma-separated list of subject ids',
    ]);
    expect(refusal(allocateBody, { registerNumber: 'R1', subjectIDs: '-3' })).toEqual([
      'subjectIDs.0: must be a comma-separated list of subject ids',
    ]);
  });

  it('refuses a missing register number', () => {
    expect(refusal(allocateBody, { subjectIDs: '3' })).toEqual(['registerNumber: is required']);
  });
});

describe('registerBody', () => {
  const staff = {
    staffName: 'Anita Rao',
    department: 'CSE',
    designation: 'Subject_Staff',
    email: 'anita.rao@example.edu',
    phone: '9876543210',
    idCardNumber: 'ID-1042',
  };

  it('accepts a complete registration', () => {
    expect(registerBody.parse(staff)).toEqual(staff);
  });

  it('trims the text fields', () => {
    expect(registerBody.parse({ ...staff, staffName: '  Anita Rao ' }).staffName).toBe('Anita Rao');
  });

  it.each(['Admin', 'HOD', 'Subject_Staff'])('accepts designation %s', (designation) => {
    expect(registerBody.parse({ ...staff, designation }).designation).toBe(designation);
  });

  it.each(['Principal', 'hod', 'Subject Staff', ''])('refuses designation %j', (designation) => {
    expect(refusal(registerBody, { ...staff, designation })).toEqual([
      'designation: must be one of Admin, HOD, Subject_Staff',
    ]);
  });

  it.each(['anita', 'anita@', '@example.edu', 'anita rao@example.edu'])(
    'refuses email %j',
    (email) => {
      expect(refusal(registerBody, { ...staff, email })).toEqual([
        'email: must be an email address',
      ]);
    },
  );

  it('refuses a blank staff name', () => {
    expect(refusal(registerBody, { ...staff, staffName: '   ' })).toEqual([
      'staffName: is required',
    ]);
  });
});
