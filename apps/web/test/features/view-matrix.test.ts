import { describe, expect, it } from 'vitest';
import type { AttendanceViewRecord } from '@attendance/domain';
import { buildMatrix } from '../../src/features/staff/view-matrix';

const record = (
  registerNumber: string,
  date: string,
  period: number,
  status: string,
): AttendanceViewRecord => ({
  date,
  period,
  status,
  registerNumber,
  studentName: `Student ${registerNumber}`,
  facultyName: 'Teacher',
  subjectCode: 'CS301',
  subjectName: 'Data Structures',
  department: 'CSE',
});

describe('view matrix', () => {
  it('orders sessions by date and period and students by register number', () => {
    const matrix = buildMatrix([
      record('21CS10', '2026-03-10', 2, 'P'),
      record('21CS9', '2026-03-10', 1, 'A'),
      record('21CS10', '2026-03-09', 3, 'P'),
      record('21CS9', '2026-03-10', 2, 'OD'),
    ]);
    expect(matrix.sessions.map((s) => s.key)).toEqual([
      '2026-03-09#3',
      '2026-03-10#1',
      '2026-03-10#2',
    ]);
    expect(matrix.students.map((s) => s.registerNumber)).toEqual(['21CS9', '21CS10']);
  });

  it('counts Present over the sessions recorded for each student', () => {
    const matrix = buildMatrix([
      record('21CS1', '2026-03-09', 1, 'P'),
      record('21CS1', '2026-03-09', 2, 'A'),
      record('21CS1', '2026-03-09', 3, 'P'),
      record('21CS1', '2026-03-09', 4, 'A'),
      record('21CS2', '2026-03-09', 1, 'P'),
    ]);
    const [first, second] = matrix.students;
    expect(first).toMatchObject({ present: 2, recorded: 4, percentage: 50, low: true });
    expect(first?.byKey.get('2026-03-09#2')).toBe('A');
    expect(second).toMatchObject({ present: 1, recorded: 1, percentage: 100, low: false });
    expect(second?.byKey.has('2026-03-09#2')).toBe(false);
  });

  it('is empty without records', () => {
    expect(buildMatrix([])).toEqual({ sessions: [], students: [] });
  });
});
