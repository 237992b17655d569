import { afterAll, describe, expect, it } from 'vitest';
import hiApp from 'virtual:i18n/hi/app';
import taApp from 'virtual:i18n/ta/app';
import { OVERSIGHT_REPORT_MESSAGES, type OversightToday } from '@attendance/domain';
import { i18n } from '../../src/lib/i18n/i18n';
import { ATTENDANCE_VIEW_MESSAGES } from '../../src/reports/attendance-view';
import { STUDENT_LIST_MESSAGES } from '../../src/reports/checks';
import { CUMULATIVE_MESSAGES } from '../../src/reports/cumulative';
import { SUBJECT_ALLOCATION_MESSAGES } from '../../src/reports/subject-allocation';
import { withLabels } from '../../src/reports/index';
import { word } from '../../src/reports/labels';
import { prepareWithEngine } from '../../src/reports/text/load';
import { buildTodayReport } from '../../src/reports/today';
import { buildClassTimetable, WEEK_REPORT_MESSAGES } from '../../src/reports/week';
import type { ClassTimetableReportInput, TodayReportInput } from '../../src/reports/index';
import { campus, now } from './fixtures';
import { built, pdfPages, squeeze } from './pdf';

// Issue 53: the week's PDFs in the reader's language: the timetable's weekdays (from Intl, as
// the week screens name them) and its 'no staff', Today's board with its staff and how long a
// period has gone unmarked; and a report's refusal. English stays as the builders wrote it.

const who = { batch: 'CSE2024-2028', year: 2, semester: 3 };
const base = { campus, department: 'CSE', now };
const subject = (subjectID: number, staffName: string | null) => ({
  subjectID,
  subjectCode: `CS30${subjectID}`,
  subjectName: 'Compilers',
  isElective: false,
  staffID: staffName ? subjectID : null,
  staffName,
});
const timetable: ClassTimetableReportInput = {
  ...base,
  timetable: {
    class: { department: 'CSE', ...who },
    current: {
      effectiveFrom: '2025-01-06',
      createdAt: '2025-01-01',
      cells: [
        { day: 'Mon', period: 1, subjectIDs: [1] },
        { day: 'Thu', period: 1, subjectIDs: [2] },
      ],
    },
    versions: [],
    subjects: [subject(1, 'Anand'), subject(2, null)],
    periods: [{ number: 1, starts: '09:00' }],
  },
} as ClassTimetableReportInput;

const slot = { department: 'CSE', ...who, starts: '09:00', period: 1, markedBy: [] };
const today: TodayReportInput = {
  ...base,
  today: {
    date: '2025-03-05',
    periods: [1],
    marked: 0,
    expected: 1,
    staff: [],
    week: {
      dayOff: null,
      expected: [
        {
          ...slot,
          state: 'missing',
          subjects: [{ ...subject(2, null), staffID: null }],
          minutesSinceStart: 125,
        },
      ],
      withoutTimetable: [],
      classes: [],
    },
  } as OversightToday,
};

async function pages<T extends { labels?: Record<string, string> }>(
  language: 'en' | 'hi' | 'ta',
  input: T,
  build: (input: T) => Parameters<typeof built>[0],
): Promise<string> {
  i18n.load(language, language === 'hi' ? hiApp : language === 'ta' ? taApp : {});
  i18n.activate(language);
  const labelled = await withLabels(input);
  await prepareWithEngine(labelled);
  return pdfPages(built(build(labelled)).doc)
    .map((page) => squeeze(page).join('\n'))
    .join('\n');
}

describe("the week's PDFs in Hindi and Tamil", () => {
  afterAll(() => i18n.activate('en'));

  it("names the timetable's days and its subject without staff in Tamil and Hindi", async () => {
    const tamil = await pages('ta', timetable, buildClassTimetable);
    expect(tamil).toContain('திங்கள்');
    expect(tamil).toContain('வியாழன்');
    expect(tamil).toContain('ஆசிரியர் இல்லை');
    expect(tamil).not.toMatch(/Monday|Thursday|no staff/);
    const hindi = await pages('hi', timetable, buildClassTimetable);
    expect(hindi).toContain('सोमवार');
    expect(hindi).toContain('गुरुवार');
    expect(hindi).toContain('कोई शिक्षक नहीं');
    expect(hindi).not.toMatch(/Monday|Thursday|no staff/);
    const english = await pages('en', timetable, buildClassTimetable);
    expect(english).toMatch(/CS301\nMonday\nAnand/);
    expect(english).toContain('no staff');
  });

  it("prints Today's unmarked period, its staff and how long ago it started in each language", async () => {
    const tamil = await pages('ta', today, buildTodayReport);
    expect(tamil).toContain('CS302 Compilers (ஆசிரியர் ஒதுக்கப்படவில்லை)');
    expect(tamil).toContain('2 மணி 05 நிமி');
    expect(tamil).not.toMatch(/no staff| h 05 min|NOT MARKED/);
    const hindi = await pages('hi', today, buildTodayReport);
    expect(hindi).toContain('CS302 Compilers (कोई शिक्षक नहीं सौंपा गया)');
    expect(hindi).toContain('2 घंटे 05 मिनट');
    expect(hindi).not.toMatch(/no staff| h 05 min|NOT MARKED/);
    const english = await pages('en', today, buildTodayReport);
    expect(english).toMatch(/NOT MARKED CS302 Compilers \(no staff assigned\) 2 h 05 min/);
  });

  it("has each report's refusal in both languages, by its English words", async () => {
    const refusals = [
      ...Object.values(WEEK_REPORT_MESSAGES),
      ...Object.values(OVERSIGHT_REPORT_MESSAGES),
      ...Object.values(STUDENT_LIST_MESSAGES),
      ATTENDANCE_VIEW_MESSAGES.empty,
      CUMULATIVE_MESSAGES.empty,
      SUBJECT_ALLOCATION_MESSAGES.empty,
    ];
    for (const [language, messages] of [
      ['hi', hiApp],
      ['ta', taApp],
    ] as const) {
      i18n.load(language, messages);
      i18n.activate(language);
      const { labels } = await withLabels({ labels: undefined });
      expect(refusals.filter((text) => word(labels, text) === text)).toEqual([]);
    }
    i18n.activate('en');
    expect((await withLabels({ labels: undefined })).labels).toBeUndefined();
  });
});
