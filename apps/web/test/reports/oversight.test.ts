import { describe, expect, it } from 'vitest';
import type { OversightAbsences, OversightShortage, OversightToday } from '@attendance/domain';
import {
  buildAbsencesReport,
  buildShortageReport,
  buildTodayReport,
  OVERSIGHT_REPORT_MESSAGES,
} from '../../src/reports/oversight';
import { campus, now } from './fixtures';
import { built, pdfPages, squeeze } from './pdf';

const base = { campus, department: 'CSE', now };
const who = { batch: 'CSE2024-2028', year: 2, semester: 3, parentNumber: '9000000002' };

const today: OversightToday = {
  date: '2025-03-05',
  periods: [1, 2],
  marked: 1,
  expected: 2,
  staff: [
    {
      staffID: 1,
      staffName: 'Anand',
      staffCode: 'STF0001',
      subjects: [
        {
          subjectID: 1,
          subjectCode: 'CS301',
          subjectName: 'Compilers',
          ...who,
          status: true,
          cells: [
            { period: 1, state: 'marked', absentees: 2, students: 30 },
            { period: 2, state: 'pending' },
          ],
        },
      ],
    },
  ],
};

const shortage: OversightShortage = {
  startDate: null,
  endDate: '2025-03-05',
  threshold: 75,
  presentStatuses: ['P', 'OD'],
  students: [
    {
      studentID: 1,
      registerNumber: '21CS7',
      studentName: 'Asha',
      ...who,
      subjects: [
        {
          subjectID: 1,
          subjectCode: 'CS301',
          subjectName: 'Compilers',
          present: 13,
          sessions: 20,
          percentage: 65,
          band: 'condonation',
        },
      ],
      overall: { present: 13, sessions: 20, percentage: 65 },
      band: 'condonation',
    },
  ],
};

const absences: OversightAbsences = {
  today: '2025-03-05',
  days: 3,
  students: [
    {
      studentID: 2,
      registerNumber: '21CS9',
      studentName: 'Bala',
      ...who,
      dates: ['2025-03-03', '2025-03-04', '2025-03-05'],
    },
  ],
};

describe('oversight PDFs', () => {
  it('prints today per staff-subject and period, with the count, under the letterhead', () => {
    const { doc, fileName } = built(buildTodayReport({ ...base, today }));
    expect(fileName).toBe('CSE_Today_2025-03-05.pdf');
    const lines = squeeze(pdfPages(doc)[0]!);
    expect(lines).toContain('Campus College of Engineering');
    expect(lines.join('\n')).toContain('Computer Science and Engineering');
    expect(lines.join('\n')).toMatch(/Marked: 1 of 2 periods/);
    expect(lines.join('\n')).toMatch(
      /Anand \(STF0001\) CS301 Compilers CSE2024-2028 \(2\/3\) marked, 2 absent NOT MARKED/,
    );
  });

  it('prints the shortage list with subjects, band, parent phone and which statuses count', () => {
    const { doc } = built(buildShortageReport({ ...base, shortage }));
    const text = squeeze(pdfPages(doc)[0]!).join('\n');
    expect(text).toMatch(/From: Start of semester/);
    expect(text).toMatch(/1 21CS7 Asha CSE2024-2028 \(2\/3\) CS301 13\/20 65.00% 65.00%/);
    expect(text).toContain('Condonation (65-75 %)');
    expect(text).toContain('9000000002');
    expect(text).toContain('Present and On Duty count as attended');
  });

  it('prints the consecutive absences with their dates', () => {
    const { doc, fileName } = built(buildAbsencesReport({ ...base, absences }));
    expect(fileName).toBe('CSE_Absences_2025-03-05.pdf');
    const text = squeeze(pdfPages(doc)[0]!).join('\n');
    expect(text).toMatch(/1 21CS9 Bala CSE2024-2028 \(2\/3\) 3 2025-03-03, 2025-03-04,/);
    expect(text).toContain('9000000002');
  });

  it('refuses empty lists with a message', () => {
    expect(buildShortageReport({ ...base, shortage: { ...shortage, students: [] } })).toEqual({
      ok: false,
      message: OVERSIGHT_REPORT_MESSAGES.noShortage,
    });
    expect(buildTodayReport({ ...base, today: { ...today, staff: [] } })).toEqual({
      ok: false,
      message: OVERSIGHT_REPORT_MESSAGES.noToday,
    });
  });
});
