import { describe, expect, it } from 'vitest';
import {
  classKeyText,
  type OversightAbsences,
  type OversightShortage,
  type OversightToday,
} from '@attendance/domain';
import {
  buildAbsencesReport,
  buildShortageReport,
  OVERSIGHT_REPORT_MESSAGES,
} from '../../src/reports/oversight';
import { buildTodayReport } from '../../src/reports/today';
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
          medical: 0,
          withMedical: 65,
        },
      ],
      overall: { present: 13, sessions: 20, percentage: 65 },
      band: 'condonation',
      condonable: false,
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

  it('prints the week board: each started timetabled period, the late teacher and how late', () => {
    const slot = { department: 'CSE', ...who, starts: '09:00', minutesSinceStart: 0 };
    const anand = {
      subjectID: 1,
      subjectCode: 'CS301',
      subjectName: 'Compilers',
      staffID: 1,
      staffName: 'Anand',
    };
    const bala = { ...anand, subjectID: 2, subjectCode: 'CS302', staffID: 2, staffName: 'Bala' };
    const without = { department: 'CSE', batch: 'CSE2025-2029', year: 1, semester: 1 };
    const week: OversightToday['week'] = {
      dayOff: null,
      expected: [
        { ...slot, period: 1, state: 'marked', subjects: [anand], markedBy: [anand] },
        { ...slot, period: 2, state: 'substitute', subjects: [anand], markedBy: [bala] },
        {
          ...slot,
          period: 3,
          starts: '10:55',
          state: 'missing',
          subjects: [bala],
          markedBy: [],
          minutesSinceStart: 65,
        },
      ],
      withoutTimetable: [without],
      classes: [
        {
          ...{ department: 'CSE', batch: who.batch, year: who.year, semester: who.semester },
          ...{ key: classKeyText(who), expects: 'timetable', expected: 3, marked: 2 },
        },
        { ...without, key: classKeyText(without), expects: 'every-period', expected: 3, marked: 1 },
      ],
    };
    const fallback = {
      ...today.staff[0]!,
      subjects: [{ ...today.staff[0]!.subjects[0]!, batch: 'CSE2025-2029', year: 1, semester: 1 }],
    };
    const { doc } = built(
      buildTodayReport({ ...base, today: { ...today, staff: [fallback], week } }),
    );
    const text = squeeze(pdfPages(doc)[0]!).join('\n');
    expect(text).toMatch(/CSE2024-2028 \(2\/3\) P1 09:00 Marked CS301 Compilers \(Anand\)/);
    expect(text).toMatch(/P2 09:00 Marked by a substitute CS301 Compilers \(Anand\) CS302/);
    expect(text).toMatch(/P3 10:55 NOT MARKED CS302 Compilers \(Bala\) 1 h 05 min/);
    expect(text).toContain('Classes without a timetable');
    expect(text).toMatch(
      /Anand \(STF0001\) CS301 Compilers CSE2025-2029 \(1\/1\) marked, 2 absent/,
    );
  });

  it('says a day off instead of a board', () => {
    const week = {
      dayOff: '2025-03-05 is a holiday: Holi.',
      expected: [],
      withoutTimetable: [],
      classes: [],
    };
    const { doc } = built(buildTodayReport({ ...base, today: { ...today, staff: [], week } }));
    expect(squeeze(pdfPages(doc)[0]!).join('\n')).toContain(
      'No classes today: 2025-03-05 is a holiday: Holi.',
    );
  });

  it('prints the shortage list with subjects, band, parent phone and which statuses count', () => {
    const { doc } = built(buildShortageReport({ ...base, shortage }));
    const text = squeeze(pdfPages(doc)[0]!).join('\n');
    expect(text).toMatch(/From: Start of term/);
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
