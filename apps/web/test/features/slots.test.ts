import { describe, expect, it } from 'vitest';
import type { CumulativeData } from '@attendance/domain';
import { chipLabel, slotsOf } from '../../src/features/cumulative/slots';

const entry = (registerNumber: string, period: number, status = 'P', date = '2026-03-10') => ({
  studentName: `Student ${registerNumber}`,
  registerNumber,
  period,
  status,
  date,
});

const data: CumulativeData = {
  CSE: {
    '2': {
      '3': {
        'CSE2024-2028-B': {
          CS301: { subjectName: 'Data Structures', students: [entry('21CS1', 1)] },
        },
        'CSE2024-2028-A': {
          CS301: {
            subjectName: 'Data Structures',
            students: [entry('21CS10', 1, 'A'), entry('21CS9', 1), entry('21CS9', 2, 'OD')],
          },
          CS302: { subjectName: 'Algorithms', students: [entry('21CS9', 1, 'P', '2026-03-09')] },
        },
      },
    },
  },
};

describe('cumulative slots', () => {
  it('makes one slot per class, subject and period, in class then period order', () => {
    const slots = slotsOf(data, '2026-03-10');
    expect(slots.map((s) => [s.batch, s.subjectCode, s.period])).toEqual([
      ['CSE2024-2028-A', 'CS301', 1],
      ['CSE2024-2028-A', 'CS301', 2],
      ['CSE2024-2028-B', 'CS301', 1],
    ]);
    expect(slots[0]?.students.map((s) => s.registerNumber)).toEqual(['21CS9', '21CS10']);
    expect(slots.map((s) => s.id)).toEqual(['slot-0', 'slot-1', 'slot-2']);
  });

  it('names the batch on a chip only when two classes share subject and period', () => {
    const slots = slotsOf(data, '2026-03-10');
    expect(slots.map((s) => chipLabel(s, slots))).toEqual([
      'CS301 · P1 · CSE2024-2028-A',
      'CS301 · P2',
      'CS301 · P1 · CSE2024-2028-B',
    ]);
  });
});
