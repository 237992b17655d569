import { describe, expect, it } from 'vitest';
import { studentListProblem } from '../../src/reports/checks';
import { buildStudentList, STUDENT_LIST_MESSAGES } from '../../src/reports/student-list';
import type { ReportStudent, StudentListInput } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { built, pdfInfo, pdfPages, squeeze } from './pdf';

function student(n: number, overrides: Partial<ReportStudent> = {}): ReportStudent {
  return {
    registerNumber: `21ME${n}`,
    studentName: `Student ${n}`,
    batch: 'MECH2021-2025',
    year: 3,
    semester: 5,
    department: 'MECH',
    gender: n % 2 ? 'Male' : 'Female',
    type: n % 5 === 0 ? 'Lateral' : 'Regular',
    studentNumber: `98400${String(n).padStart(5, '0')}`,
    parentNumber: `97100${String(n).padStart(5, '0')}`,
    active: true,
    ...overrides,
  };
}

// 60 active students in register-number order 1..60, given shuffled, plus students that must
// not appear: inactive, another batch, another department.
const active = Array.from({ length: 60 }, (_, i) => student(i + 1)).reverse();
const input: StudentListInput = {
  campus,
  department: 'MECH',
  staffName: 'Priya Raman',
  batch: 'MECH2021-2025',
  now,
  students: [
    ...active,
    student(61, { studentName: 'Gone Student', active: false }),
    student(62, { studentName: 'Other Batch', batch: 'MECH2022-2026', year: 2, semester: 3 }),
    student(63, { studentName: 'Other Department', department: 'CSE' }),
  ],
};

describe('student list PDF', () => {
  const { doc, fileName } = built(buildStudentList(input));
  const pages = pdfPages(doc);
  const text = pages.join('\n');

  it('is named department_batch_Student_List.pdf', () => {
    expect(fileName).toBe('MECH_MECH2021-2025_Student_List.pdf');
  });

  it('is A4 portrait in points and runs over more than one page', () => {
    const info = pdfInfo(doc);
    expect(info).toMatchObject({ width: 595.28, height: 841.89 });
    expect(info.pages).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(1);
  });

  it('puts the letterhead with the full department name and Page X of Y on every page', () => {
    pages.forEach((page, index) => {
      expect(page).toContain('Campus College of Engineering');
      expect(page).toContain('1 College Road, University Campus');
      expect(page).toContain('Mechanical Engineering');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('heads the first page with staff, batch, year and semester of the batch and the date', () => {
    const first = squeeze(pages[0] ?? '').join('\n');
    expect(first).toContain('Student List');
    expect(first).toMatch(/Staff: Priya Raman/);
    expect(first).toMatch(/Batch: MECH2021-2025/);
    expect(first).toMatch(/Year: 3/);
    expect(first).toMatch(/Semester: 5/);
    expect(first).toMatch(/Generated on: 2025-03-05/);
    expect(first).toMatch(/S\.No Register No Name Gender Student Phone Parent Phone Student Type/);
  });

  it('lists every active student of the batch once, in register-number order, with all columns', () => {
    const lines = squeeze(text);
    for (let n = 1; n <= 60; n += 1) {
      const row = `${n} 21ME${n} Student ${n} ${n % 2 ? 'Male' : 'Female'} 98400${String(n).padStart(5, '0')} 97100${String(n).padStart(5, '0')} ${n % 5 === 0 ? 'Lateral' : 'Regular'}`;
      expect(lines.filter((line) => line === row)).toHaveLength(1);
    }
    const order = [...text.matchAll(/\b21ME(\d+)\b/g)].map((m) => Number(m[1]));
    expect(order).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('leaves out inactive students and those of other batches or departments', () => {
    expect(text).not.toContain('Gone Student');
    expect(text).not.toContain('Other Batch');
    expect(text).not.toContain('Other Department');
  });

  it('takes year and semester from the first student of the batch', () => {
    const mixed = built(
      buildStudentList({
        ...input,
        students: [student(2, { year: 4, semester: 7 }), student(1, { year: 3, semester: 6 })],
      }),
    );
    const first = squeeze(pdfPages(mixed.doc)[0] ?? '').join('\n');
    expect(first).toMatch(/Year: 3/);
    expect(first).toMatch(/Semester: 6/);
  });

  it("answers the spec's messages when no batch is chosen or it has no active student", () => {
    expect(buildStudentList({ ...input, batch: '' })).toEqual({
      ok: false,
      message: 'Please select a batch to generate PDF',
    });
    const inactiveOnly = input.students.map((s) => ({ ...s, active: false }));
    expect(buildStudentList({ ...input, students: inactiveOnly })).toEqual({
      ok: false,
      message: STUDENT_LIST_MESSAGES.noStudents,
    });
    expect(STUDENT_LIST_MESSAGES.noStudents).toBe('No students found for the selected batch');
  });

  it('knows the same refusals without building (shown before the PDF library loads)', () => {
    expect(studentListProblem({ ...input, batch: ' ' })).toBe(STUDENT_LIST_MESSAGES.noBatch);
    const inactiveOnly = input.students.map((s) => ({ ...s, active: false }));
    expect(studentListProblem({ ...input, students: inactiveOnly })).toBe(
      STUDENT_LIST_MESSAGES.noStudents,
    );
    expect(studentListProblem({ ...input, department: 'ECE' })).toBe(
      STUDENT_LIST_MESSAGES.noStudents,
    );
    expect(studentListProblem(input)).toBeNull();
  });
});
