import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMETABLE,
  gridCellParts,
  gridDayOf,
  gridPeriodOf,
  initialsMatch,
  proposeGridClass,
  subjectShortName,
} from '../src';

describe('timetable grid labels', () => {
  it('reads days as names, abbreviations and a day order', () => {
    expect(
      ['MON', 'Tues.', 'wednesday', 'Day 1', 'DAY-6', 'D3', 'Day Order 2'].map(gridDayOf),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Mon', 'Sat', 'Wed', 'Tue']);
    expect(['Day 7', 'Lunch', '', 'Monsoon'].map(gridDayOf)).toEqual([null, null, null, null]);
  });

  it('reads periods as numbers, Roman numerals and start times, and breaks', () => {
    const of = (heading: string) => gridPeriodOf(heading, DEFAULT_TIMETABLE);
    expect(['I', 'iv', 'VIII', '3', 'P5', 'Period 2', '1st'].map((h) => of(h))).toEqual(
      [1, 4, 8, 3, 5, 2, 1].map((period) => ({ kind: 'period', period })),
    );
    expect(of('10.55-11.45')).toEqual({ kind: 'period', period: 3 });
    expect(of('1.30 - 2.20')).toEqual({ kind: 'period', period: 5 });
    expect(of('04:05 PM')).toEqual({ kind: 'period', period: 8 });
    expect(of('II\n9.50-10.40')).toEqual({ kind: 'period', period: 2 });
    expect(of('LUNCH BREAK')).toEqual({ kind: 'break' });
    expect(of('Tea Break')).toEqual({ kind: 'break' });
    expect(of('IX')).toEqual({ kind: 'unknown' });
    expect(of('12.40-1.30')).toEqual({ kind: 'unknown' });
    expect(of('Remarks')).toEqual({ kind: 'unknown' });
  });

  it('splits elective cells and keeps bracketed initials with their subject', () => {
    expect(gridCellParts('PE1 / PE2')).toEqual([
      { text: 'PE1', initials: null },
      { text: 'PE2', initials: null },
    ]);
    expect(gridCellParts('DS (R.K.) / OOP [AS/BM]')).toEqual([
      { text: 'DS', initials: 'RK' },
      { text: 'OOP', initials: 'ASBM' },
    ]);
    expect(gridCellParts('  ')).toEqual([]);
  });

  it('makes short names and compares initials in any order', () => {
    expect(subjectShortName('Data Structures')).toBe('DS');
    expect(subjectShortName('Object Oriented Programming')).toBe('OOP');
    expect(subjectShortName('Data Structures Laboratory')).toBe('DSLAB');
    expect(subjectShortName('Probability and Statistics')).toBe('PS');
    expect(initialsMatch('RK', 'Ravi Kumar')).toBe(true);
    expect(initialsMatch('K.R.', 'Dr. Ravi Kumar')).toBe(true);
    expect(initialsMatch('RS', 'Ravi Kumar')).toBe(false);
  });

  it('proposes the one class a title names, and none when several fit', () => {
    const classes = [
      { batch: 'CSE2024-2028', year: 2, semester: 3 },
      { batch: 'CSE2023-2027', year: 3, semester: 5 },
      { batch: 'CSE2023-2027', year: 3, semester: 6 },
    ];
    expect(proposeGridClass(['II CSE A', 'Sheet1'], classes)).toEqual(classes[0]);
    expect(proposeGridClass(['CSE 2023-2027 V SEM'], classes)).toEqual(classes[1]);
    expect(proposeGridClass(['III CSE'], classes)).toBeNull();
    expect(proposeGridClass(['Time Table'], classes)).toBeNull();
  });
});
