import { describe, expect, it } from 'vitest';
import {
  isValidYearSemester,
  ordinal,
  proposePromotion,
  yearOfSemester,
} from '../src/rules/promotion';

describe('proposePromotion', () => {
  it.each([
    [1, { semester: 2, year: 1 }],
    [2, { semester: 3, year: 2 }],
    [3, { semester: 4, year: 2 }],
    [4, { semester: 5, year: 3 }],
    [5, { semester: 6, year: 3 }],
    [6, { semester: 7, year: 4 }],
    [7, { semester: 8, year: 4 }],
  ])('promotes semester %i to %o', (current, expected) => {
    expect(proposePromotion(current)).toEqual(expected);
  });

  it('keeps a batch in its 8th semester at semester 8, year 4', () => {
    expect(proposePromotion(8)).toEqual({ semester: 8, year: 4 });
  });

  it('caps a semester already beyond 8 at semester 8, year 4', () => {
    expect(proposePromotion(9)).toEqual({ semester: 8, year: 4 });
  });
});

describe('yearOfSemester', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
  ])('semester %i is in year %i', (semester, year) => {
    expect(yearOfSemester(semester)).toBe(year);
  });

  it('caps the year at 4 for semesters past 8', () => {
    expect(yearOfSemester(9)).toBe(4);
    expect(yearOfSemester(12)).toBe(4);
  });
});

describe('isValidYearSemester', () => {
  it.each([
    { year: 1, semester: 1 },
    { year: 2, semester: 3 },
    { year: 4, semester: 8 },
  ])('accepts %o', (value) => {
    expect(isValidYearSemester(value)).toBe(true);
  });

  it.each([
    { year: 0, semester: 1 },
    { year: 5, semester: 8 },
    { year: 1, semester: 0 },
    { year: 4, semester: 9 },
    { year: -1, semester: 1 },
    { year: 1.5, semester: 2 },
    { year: 2, semester: 3.5 },
    { year: Number.NaN, semester: 1 },
    { year: 1, semester: Number.POSITIVE_INFINITY },
  ])('refuses %o', (value) => {
    expect(isValidYearSemester(value)).toBe(false);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [5, '5th'],
    [8, '8th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
  ])('%i -> %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
