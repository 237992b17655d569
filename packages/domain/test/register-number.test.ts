import { describe, expect, it } from 'vitest';
import { byRegisterNumber, compareNatural, compareRegisterNumbers } from '../src';

describe('register-number order', () => {
  it('compares numeric parts as numbers and is total', () => {
    const list = ['21CS10', '21cs2', '21CS2', '21CS9', '20CS100'];
    expect([...list].sort(compareRegisterNumbers)).toEqual([
      '20CS100',
      '21CS2',
      '21cs2',
      '21CS9',
      '21CS10',
    ]);
  });

  it('sorts a copy of a list of students', () => {
    const students = [{ registerNumber: 'R10' }, { registerNumber: 'R9' }];
    expect(byRegisterNumber(students).map((s) => s.registerNumber)).toEqual(['R9', 'R10']);
    expect(students[0]?.registerNumber).toBe('R10');
  });

  it('orders batches the same way', () => {
    expect(['CSE2022-2026', 'CSE2021-2025'].sort(compareNatural)).toEqual([
      'CSE2021-2025',
      'CSE2022-2026',
    ]);
  });
});
