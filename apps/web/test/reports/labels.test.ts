import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import taApp from 'virtual:i18n/ta/app';
import { i18n } from '../../src/lib/i18n/i18n';
import { withLabels } from '../../src/reports/index';
import { buildStudentList } from '../../src/reports/student-list';
import { prepareWithEngine } from '../../src/reports/text/load';
import type { ReportStudent, StudentListInput } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { built, pdfPages, squeeze } from './pdf';

// Issue 53: a report's title, labels and headings follow the reader's language, the active
// Lingui locale of the page that asks for it; the names and records stay as typed.

const student = (n: number): ReportStudent => ({
  registerNumber: `21ME${n}`,
  studentName: n === 1 ? 'பிரியா வெங்கடேசன்' : `Student ${n}`,
  batch: 'MECH2021-2025',
  year: 3,
  semester: 5,
  department: 'MECH',
  gender: 'Female',
  type: 'Regular',
  studentNumber: '9840000001',
  parentNumber: '9710000001',
  active: true,
});
const input: StudentListInput = {
  campus,
  department: 'MECH',
  staffName: 'Priya Raman',
  batch: 'MECH2021-2025',
  now,
  students: [student(1), student(2)],
};

describe('a report in Tamil', () => {
  let page = '';
  beforeAll(async () => {
    i18n.load('ta', taApp);
    i18n.activate('ta');
    const tamil = await withLabels(input);
    await prepareWithEngine(tamil);
    page = squeeze(pdfPages(built(buildStudentList(tamil)).doc)[0] ?? '').join('\n');
  });
  afterAll(() => i18n.activate('en'));

  it('prints its title, labels and headings in Tamil, and the records as they are', () => {
    expect(page).toContain('மாணவர் பட்டியல்');
    expect(page).toMatch(/பணியாளர்: Priya Raman/);
    expect(page).toMatch(/தொகுப்பு: MECH2021-2025/);
    expect(page).toMatch(/உருவாக்கிய நாள்: 2025-03-05/);
    // The headings wrap inside the spec's narrow columns; each is there.
    for (const heading of ['பதிவெண்', 'பெயர்', 'பாலினம்', 'தொலைபேசி', 'வகை']) {
      expect(page).toContain(heading);
    }
    expect(page).toContain('பிரியா வெங்கடேசன்');
    expect(page).toContain('21ME2 Student 2 Female');
    expect(page).not.toContain('Student List');
  });

  it('leaves an English report as it was: no labels, the input itself', async () => {
    i18n.activate('en');
    expect(await withLabels(input)).toBe(input);
    const english = squeeze(pdfPages(built(buildStudentList(input)).doc)[0] ?? '').join('\n');
    expect(english).toContain('Student List');
    expect(english).toMatch(
      /S\.No Register No Name Gender Student Phone Parent Phone Student Type/,
    );
  });
});
