import { describe, expect, it } from 'vitest';
import { isEligibleSubject, isSubjectOfDepartment } from '../src/rules/allocation';

const student = { batch: 'CSE2024-2028', year: 2, semester: 3, department: 'CSE' };

describe('allocation eligibility', () => {
  it('offers subjects of the same batch, year and semester in the department or common', () => {
    expect(isEligibleSubject({ ...student }, student)).toBe(true);
    expect(isEligibleSubject({ ...student, department: 'all' }, student)).toBe(true);
    expect(isEligibleSubject({ ...student, department: 'cse' }, student)).toBe(true);
  });

  it.each([
    ['another batch', { batch: 'CSE2023-2027' }],
    ['another year', { year: 3 }],
    ['another semester', { semester: 4 }],
    ['another department', { department: 'ECE' }],
  ])('refuses a subject of %s', (_name, change) => {
    expect(isEligibleSubject({ ...student, ...change }, student)).toBe(false);
  });

  it('tells own and common subjects from other departments', () => {
    expect(isSubjectOfDepartment({ ...student, department: 'ALL' }, student)).toBe(true);
    expect(isSubjectOfDepartment({ ...student, department: 'MECH' }, student)).toBe(false);
  });
});
