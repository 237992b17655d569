import { describe, expect, it } from 'vitest';
import { prefixFreshBatch, sameDepartment } from '../src/rules/batch';

describe('prefixFreshBatch', () => {
  it("prefixes '2021-2025' in CSE to 'CSE2021-2025'", () => {
    expect(prefixFreshBatch('2021-2025', 'CSE')).toBe('CSE2021-2025');
  });

  it('leaves a batch that already names the department, whatever its case', () => {
    expect(prefixFreshBatch('cse 2021', 'CSE')).toBe('cse 2021');
    expect(prefixFreshBatch('CSE2021-2025', 'CSE')).toBe('CSE2021-2025');
    expect(prefixFreshBatch('2021-2025 Cse', 'CSE')).toBe('2021-2025 Cse');
  });

  it('prefixes with the upper-case code when the department is given in lower case', () => {
    expect(prefixFreshBatch('2021-2025', 'cse')).toBe('CSE2021-2025');
    expect(prefixFreshBatch('2022-2026', 'mech')).toBe('MECH2022-2026');
  });

  it('trims both the batch and the department', () => {
    expect(prefixFreshBatch('  2021-2025 ', ' ece ')).toBe('ECE2021-2025');
    expect(prefixFreshBatch(' ece 2021 ', 'ECE')).toBe('ece 2021');
  });

  it('uses the whole department code, underscores included', () => {
    expect(prefixFreshBatch('2022-2026', 'CSE_AI_ML')).toBe('CSE_AI_ML2022-2026');
  });

  it('prefixes when another department is named in the batch', () => {
    expect(prefixFreshBatch('ECE2021-2025', 'CSE')).toBe('CSEECE2021-2025');
  });
});

describe('sameDepartment', () => {
  it.each([
    ['CSE', 'CSE'],
    ['cse', 'CSE'],
    [' Cse ', 'cSE'],
  ])('%s and %s are the same department', (a, b) => {
    expect(sameDepartment(a, b)).toBe(true);
  });

  it.each([
    ['CSE', 'ECE'],
    ['CSE', 'CSE_AI_ML'],
    ['CSE', ''],
  ])('%s and %s are different departments', (a, b) => {
    expect(sameDepartment(a, b)).toBe(false);
  });
});
