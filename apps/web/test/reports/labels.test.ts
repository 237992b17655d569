import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hiApp from 'virtual:i18n/hi/app';
import taApp from 'virtual:i18n/ta/app';
import type { AttendanceViewRecord } from '@attendance/domain';
import { i18n } from '../../src/lib/i18n/i18n';
import { buildAttendanceView } from '../../src/reports/attendance-view';
import { withLabels } from '../../src/reports/index';
import { buildStudentList } from '../../src/reports/student-list';
import { prepareWithEngine } from '../../src/reports/text/load';
import type { AttendanceViewInput, ReportStudent, StudentListInput } from '../../src/reports/types';
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

// The values a builder composes (the date range, the block counter, the page footer) are
// composed from the catalog's templates, so a Hindi or Tamil PDF reads whole in its language;
// a subject named with " to " is left as typed.
const DAYS = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09'];
const records: AttendanceViewRecord[] = DAYS.flatMap((date) =>
  [1, 2].flatMap((period) =>
    [1, 2].map((n) => ({
      date,
      period,
      status: 'P',
      registerNumber: `23CS${n}`,
      studentName: n === 1 ? 'प्रिया शर्मा' : 'பிரியா வெங்கடேசன்',
      facultyName: 'Dr. Kavitha N',
      subjectCode: 'CS101',
      subjectName: 'Introduction to Algorithms',
      department: 'CSE',
    })),
  ),
);
const view: AttendanceViewInput = {
  campus,
  department: 'CSE',
  subjectCode: 'CS101',
  subjectName: 'Introduction to Algorithms',
  staffName: 'Dr. Kavitha N',
  startDate: '2025-01-06',
  records,
  now,
};

async function viewPages(language: 'en' | 'hi' | 'ta'): Promise<string[]> {
  i18n.load(language, language === 'hi' ? hiApp : language === 'ta' ? taApp : {});
  i18n.activate(language);
  const labelled = await withLabels(view);
  await prepareWithEngine(labelled);
  return pdfPages(built(buildAttendanceView(labelled)).doc).map((page) => squeeze(page).join('\n'));
}

describe('the composed values of a View Attendance PDF', () => {
  afterAll(() => i18n.activate('en'));

  it('in Tamil: the dates, the block counter and the page footer', async () => {
    const pages = await viewPages('ta');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('தேதிகள்: 2025-01-06 முதல் இறுதி வரை');
    expect(pages[0]).toContain('மொத்தம் 8-இல் 1-6 (பகுதி 1 / 2)');
    expect(pages[1]).toContain('மொத்தம் 8-இல் 7-8 (பகுதி 2 / 2)');
    expect(pages[0]).toContain('பக்கம் 1 / 2');
    expect(pages[1]).toContain('பக்கம் 2 / 2');
    expect(pages[0]).toContain('CS101 - Introduction to Algorithms');
    expect(pages.join('\n')).not.toMatch(/\(block|Page \d| to last/);
  });

  it('in Hindi: the same, in Hindi', async () => {
    const pages = await viewPages('hi');
    expect(pages[0]).toContain('2025-01-06 से अंत तक');
    expect(pages[0]).toContain('8 में से 1-6 (2 में से खंड 1)');
    expect(pages[1]).toContain('8 में से 7-8 (2 में से खंड 2)');
    expect(pages[0]).toContain('2 में से पृष्ठ 1');
    expect(pages[1]).toContain('2 में से पृष्ठ 2');
    expect(pages[0]).toContain('CS101 - Introduction to Algorithms');
    expect(pages.join('\n')).not.toMatch(/\(block|Page \d| to last/);
  });

  it('in English: as the builders always wrote them', async () => {
    const pages = await viewPages('en');
    expect(pages[0]).toContain('Dates: 2025-01-06 to last');
    expect(pages[0]).toContain('Sessions: 1-6 of 8 (block 1 of 2)');
    expect(pages[1]).toContain('Sessions: 7-8 of 8 (block 2 of 2)');
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
  });
});
