import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentDto } from '@attendance/domain';
import { ApiError } from '../../src/lib/api';
import { ensureAppCatalog } from '../../src/lib/i18n/i18n';
import {
  activeBatches,
  batchSummaries,
  compareStudents,
  withReason,
} from '../../src/features/admin/students/model';

let id = 0;
const student = (registerNumber: string, batch: string, over: Partial<StudentDto> = {}) => {
  id += 1;
  return {
    studentID: id,
    registerNumber,
    studentName: `Student ${registerNumber}`,
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
    gender: 'Female',
    type: 'Day Scholar',
    studentNumber: '9876543210',
    parentNumber: '9876543211',
    active: true,
    ...over,
  } as StudentDto;
};

// The field names of a reason come from the English catalog of the signed-in screens (issue 53).
beforeAll(() => ensureAppCatalog());

describe('student model', () => {
  const students = [
    student('21CS10', 'CSE2022-2026', { year: 3, semester: 5 }),
    student('21CS9', 'CSE2021-2025', { active: false }),
    student('21CS2', 'CSE2022-2026', { year: 3, semester: 6 }),
  ].sort(compareStudents);

  it('orders students by register number, digits as numbers', () => {
    expect(students.map((s) => s.registerNumber)).toEqual(['21CS2', '21CS9', '21CS10']);
  });

  it('summarises batches in name order with their active count and first class', () => {
    expect(batchSummaries(students)).toEqual([
      { batch: 'CSE2021-2025', activeCount: 0 },
      { batch: 'CSE2022-2026', activeCount: 2, year: 3, semester: 6 },
    ]);
    expect(activeBatches(students).map((b) => b.batch)).toEqual(['CSE2022-2026']);
  });

  it("puts the server's reason under the screen's words", () => {
    expect(withReason('Failed to add student', new Error('offline'))).toBe('Failed to add student');
    const missing = new ApiError(404, 'Student not found.', {
      message: 'Student not found.',
      code: 'NOT_FOUND',
    });
    expect(withReason('Failed to mark inactive by register number', missing)).toBe(
      'Failed to mark inactive by register number: Student not found.',
    );
    const field = new ApiError(400, 'x', { message: 'studentNumber: must be 10 digits' });
    expect(withReason('Failed to add student.', field)).toBe(
      'Failed to add student. Student Phone: must be 10 digits',
    );
  });
});
