import { describe, expect, it } from 'vitest';
import { buildSubjectAllocation } from '../../src/reports/subject-allocation';
import type { ReportStudentAllocations, SubjectAllocationInput } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { built, pdfInfo, pdfPages, squeeze } from './pdf';

const subjects = [
  { subjectCode: 'AI301', subjectName: 'Machine Learning', isCommon: false, staff: 'Anand K' },
  { subjectCode: 'AI302', subjectName: 'Deep Learning', isCommon: false, staff: null },
  { subjectCode: 'MA301', subjectName: 'Probability', isCommon: true, staff: 'Meena S' },
];

function student(n: number, batch = 'CSE_AI_ML2022-2026'): ReportStudentAllocations {
  return {
    studentName: `Learner ${n}`,
    registerNumber: `22AI${n}`,
    batch,
    year: 2,
    semester: 3,
    allocatedSubjects: subjects.map(({ staff, ...subject }) => ({
      ...subject,
      assignedStaff: staff ? { staffName: staff } : null,
    })),
  };
}

const input: SubjectAllocationInput = {
  campus,
  department: 'CSE_AI_ML',
  batch: 'CSE_AI_ML2022-2026',
  now,
  allocations: [
    ...Array.from({ length: 25 }, (_, i) => student(25 - i)),
    student(99, 'CSE_AI_ML2023-2027'),
  ],
};

describe('subject allocation PDF', () => {
  const { doc, fileName } = built(buildSubjectAllocation(input));
  const pages = pdfPages(doc);
  const lines = squeeze(pages.join('\n'));

  it('is named {dept}_{batch}_Subject_Allocation_Report.pdf', () => {
    expect(fileName).toBe('CSE_AI_ML_CSE_AI_ML2022-2026_Subject_Allocation_Report.pdf');
    const all = built(buildSubjectAllocation({ ...input, batch: '' }));
    expect(all.fileName).toBe('CSE_AI_ML_All_Subject_Allocation_Report.pdf');
  });

  it('is A4 portrait with the letterhead, AI/ML full name and Page X of Y on every page', () => {
    expect(pdfInfo(doc)).toMatchObject({ width: 595.28, height: 841.89, pages: pages.length });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Campus College of Engineering');
      expect(page).toContain('1 College Road, University Campus');
      expect(page).toContain('Computer Science and Engineering (AI/ML)');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('lists per student, in register-number order, every subject with staff and common flag', () => {
    const text = lines.join('\n');
    const order = [...text.matchAll(/\b22AI(\d+)\b/g)].map((match) => Number(match[1]));
    expect(order).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (let n = 1; n <= 25; n += 1) expect(text).toMatch(new RegExp(`\\bLearner ${n}\\b`));
    // The student cells span the subject rows, so a subject row may start with their text.
    for (const row of [
      'AI301 Machine Learning Anand K No',
      'AI302 Deep Learning Not Assigned No',
      'MA301 Probability Meena S Yes',
    ]) {
      expect(lines.filter((line) => line.endsWith(row))).toHaveLength(25);
    }
  });

  it('keeps the rows of one student on one page', () => {
    for (const page of pages) {
      const rows = squeeze(page).filter((line) => / (No|Yes)$/.test(line));
      expect(rows.length % 3).toBe(0);
    }
  });

  it('keeps to the chosen batch', () => {
    expect(lines.join('\n')).not.toContain('Learner 99');
    expect(lines).toContain('Batch: CSE_AI_ML2022-2026 Allocated subjects: 75');
  });

  it("answers 'No subject allocation data to generate PDF.' when there is nothing to print", () => {
    const empty = { ok: false, message: 'No subject allocation data to generate PDF.' };
    expect(buildSubjectAllocation({ ...input, allocations: [] })).toEqual(empty);
    expect(buildSubjectAllocation({ ...input, batch: 'NONE' })).toEqual(empty);
    const noSubjects = input.allocations.map((s) => ({ ...s, allocatedSubjects: [] }));
    expect(buildSubjectAllocation({ ...input, allocations: noSubjects })).toEqual(empty);
  });
});
