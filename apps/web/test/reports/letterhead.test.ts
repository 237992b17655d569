import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPARTMENTS } from '@attendance/domain';
import { departmentFullName } from '../../src/reports/letterhead';
import { buildStudentList } from '../../src/reports/student-list';
import type { ReportStudent } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { built, pdfImages, pdfPages } from './pdf';

/** A 1x1 PNG, enough for jsPDF to embed. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function listOf(department: string, count = 1, logoDataUrl?: string) {
  const students: ReportStudent[] = Array.from({ length: count }, (_, i) => ({
    registerNumber: `R${i + 1}`,
    studentName: `Name ${i + 1}`,
    batch: 'B1',
    year: 1,
    semester: 1,
    department,
    gender: 'Other',
    type: 'Transfer',
    studentNumber: '9000000000',
    parentNumber: '9000000001',
    active: true,
  }));
  return built(
    buildStudentList({
      campus: { ...campus, logoDataUrl },
      department,
      staffName: 'S',
      batch: 'B1',
      students,
      now,
    }),
  ).doc;
}

describe('departmentFullName', () => {
  it('reads every department of the registry, Mechanical and AI/ML included', () => {
    expect(departmentFullName('MECH', DEFAULT_DEPARTMENTS)).toBe('Mechanical Engineering');
    expect(departmentFullName('CSE_AI_ML', DEFAULT_DEPARTMENTS)).toBe(
      'Computer Science and Engineering (AI/ML)',
    );
    for (const { code, name } of DEFAULT_DEPARTMENTS) {
      expect(departmentFullName(code, DEFAULT_DEPARTMENTS)).toBe(name);
    }
  });

  it('matches codes without regard to case, as departments are compared elsewhere', () => {
    expect(departmentFullName('mech', DEFAULT_DEPARTMENTS)).toBe('Mechanical Engineering');
  });

  it("falls back to the code for a department the registry does not know, the spec's MMECH too", () => {
    expect(departmentFullName('BIOTECH', DEFAULT_DEPARTMENTS)).toBe('BIOTECH');
    expect(departmentFullName('MMECH', DEFAULT_DEPARTMENTS)).toBe('MMECH');
  });

  it('follows the campus config rather than a built-in list', () => {
    expect(departmentFullName('MECH', [{ code: 'MECH', name: 'Mechanical & Automation' }])).toBe(
      'Mechanical & Automation',
    );
  });
});

describe('letterhead on the PDF', () => {
  it.each([
    ['MECH', 'Mechanical Engineering'],
    ['CSE_AI_ML', 'Computer Science and Engineering (AI/ML)'],
    ['CIVIL', 'Civil Engineering'],
    ['BIOTECH', 'BIOTECH'],
  ])('prints department %s as %s', (code, name) => {
    const [page] = pdfPages(listOf(code));
    const header = (page ?? '')
      .split('\n')
      .slice(0, 4)
      .map((line) => line.trim());
    expect(header).toEqual([
      'Campus College of Engineering',
      '1 College Road, University Campus',
      name,
      '',
    ]);
  });

  it('embeds the logo once and draws it on every page', () => {
    const doc = listOf('CSE', 120, PNG);
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(2);
    const images = pdfImages(doc);
    expect(images.map((image) => image.split(':')[0])).toEqual(
      Array.from({ length: pages }, (_, i) => String(i + 1)),
    );
    expect(new Set(images.map((image) => image.split(':')[1])).size).toBe(1);
  });

  it('still builds when the logo cannot be read', () => {
    const doc = listOf('CSE', 1, 'data:image/png;base64,AAAA');
    expect(pdfPages(doc)[0]).toContain('Computer Science and Engineering');
  });
});
