import { describe, expect, it } from 'vitest';
import type { CumulativeData, CumulativeStudentEntry } from '@attendance/domain';
import { buildCumulative } from '../../src/reports/cumulative';
import type { CumulativeInput } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { built, pdfInfo, pdfPages, squeeze } from './pdf';

const DATE = '2025-02-10';

/** Statuses of the third-year students at CS501 P1, CS502 P2, CS503 P3, CS501 P4. */
const THIRD_YEAR: [string, string, (string | null)[]][] = [
  ['22CS1', 'Asha', ['P', 'P', 'P', 'A']], // 75.00 on P alone
  ['22CS2', 'Bala', ['P', 'A', 'OD', 'OD']], // 25 on P, below 65: OD counts, 75.00
  ['22CS3', 'Chitra', ['P', 'A', 'A', 'OD']], // 25 on P, 50.00 with OD: Absent
  ['22CS4', 'Dinesh', ['P', 'P', 'OD', 'A']], // 50 on P, 75.00 with OD
  ['22CS5', 'Ezhil', ['P', 'OD', 'L', 'ML']], // L counted as LEAVE; 50.00 with OD: Absent
  ['22CS6', 'Farah', ['P', 'P', 'OD', null]], // 66.67 on P: OD does not count
  ['22CS10', 'Gokul', ['A', 'A', 'LEAVE', 'A']], // 0.00
];
const SLOTS = [
  ['CS501', 1],
  ['CS502', 2],
  ['CS503', 3],
  ['CS501', 4],
] as const;

function entries(code: string): CumulativeStudentEntry[] {
  return THIRD_YEAR.flatMap(([registerNumber, studentName, statuses]) =>
    SLOTS.flatMap(([slotCode, period], i) => {
      const status = statuses[i];
      if (slotCode !== code || !status) return [];
      return [{ registerNumber, studentName, period, status, date: DATE }];
    }),
  ).reverse();
}

const firstYear: CumulativeStudentEntry[] = Array.from({ length: 40 }, (_, i) =>
  [1, 2].map((period) => ({
    registerNumber: `24CS${i + 1}`,
    studentName: `Fresher ${i + 1}`,
    period,
    status: 'P',
    date: DATE,
  })),
).flat();

const data: CumulativeData = {
  CSE: {
    '3': {
      '5': {
        'CSE2022-2026': {
          CS501: {
            subjectName: 'Compilers',
            students: [
              ...entries('CS501'),
              {
                registerNumber: '22CS1',
                studentName: 'Asha',
                period: 6,
                status: 'A',
                date: '2025-02-09',
              },
            ],
          },
          CS502: { subjectName: 'Networks', students: entries('CS502') },
          CS503: { subjectName: 'Graphics', students: entries('CS503') },
        },
      },
    },
    '1': { '1': { 'CSE2024-2028': { MA101: { subjectName: 'Calculus', students: firstYear } } } },
  },
  ECE: {
    '3': {
      '5': {
        'ECE2022-2026': {
          EC501: {
            subjectName: 'VLSI',
            students: [
              {
                registerNumber: '22EC1',
                studentName: 'Outsider',
                period: 1,
                status: 'P',
                date: DATE,
              },
            ],
          },
        },
      },
    },
  },
};

const input: CumulativeInput = { campus, department: 'CSE', date: DATE, data, now };

describe('cumulative attendance PDF', () => {
  const { doc, fileName } = built(buildCumulative(input));
  const pages = pdfPages(doc);
  const lines = squeeze(pages.join('\n'));
  const text = lines.join('\n');

  it('is named Cumulative_Attendance_{date}.pdf', () => {
    expect(fileName).toBe('Cumulative_Attendance_2025-02-10.pdf');
  });

  it('is landscape A4 with the letterhead and Page X of Y on every page', () => {
    expect(pdfInfo(doc)).toMatchObject({ width: 841.89, height: 595.28, pages: pages.length });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Campus College of Engineering');
      expect(page).toContain('1 College Road, University Campus');
      expect(page).toContain('Computer Science and Engineering');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('has one section per batch of the department, in year order, with the date', () => {
    expect(text).toMatch(/Date: 2025-02-10/);
    const first = lines.indexOf('Batch CSE2024-2028 | Year 1 | Semester 1');
    const third = lines.indexOf('Batch CSE2022-2026 | Year 3 | Semester 5');
    expect(first).toBeGreaterThan(-1);
    expect(third).toBeGreaterThan(first);
    expect(text).not.toContain('Outsider');
    expect(text).not.toContain('ECE2022-2026');
  });

  it('heads the columns with the subject-periods of the date and the summary', () => {
    expect(text).toMatch(/CS501 CS502 CS503 CS501/);
    expect(text).toMatch(/P1 P2 P3 P4/);
    expect(text).toMatch(/S\.No Register No Name .*P A OD ML LEAVE Total % Status/);
    expect(text).not.toMatch(/\bP6\b/);
  });

  it('applies the 65% rule: OD counts as present only below 65%, L counts as LEAVE', () => {
    const rows: Record<string, string> = {
      '22CS1': '1 22CS1 Asha P P P A 3 1 0 0 0 4 75.00 Present',
      '22CS2': '2 22CS2 Bala P A OD OD 1 1 2 0 0 4 75.00 Present',
      '22CS3': '3 22CS3 Chitra P A A OD 1 2 1 0 0 4 50.00 Absent',
      '22CS4': '4 22CS4 Dinesh P P OD A 2 1 1 0 0 4 75.00 Present',
      '22CS5': '5 22CS5 Ezhil P OD L ML 1 0 1 1 1 4 50.00 Absent',
      '22CS6': '6 22CS6 Farah P P OD - 2 0 1 0 0 3 66.67 Present',
      '22CS10': '7 22CS10 Gokul A A LEAVE A 0 3 0 0 1 4 0.00 Absent',
    };
    for (const row of Object.values(rows)) expect(lines).toContain(row);
  });

  it('lists every student of a long section once, across pages', () => {
    for (let n = 1; n <= 40; n += 1) {
      expect(lines).toContain(`${n} 24CS${n} Fresher ${n} P P 2 0 0 0 0 2 100.00 Present`);
    }
  });

  it('narrows to the chosen batch, year and semester', () => {
    const narrowed = built(
      buildCumulative({ ...input, batch: 'CSE2022-2026', year: 3, semester: 5 }),
    );
    const narrowedText = pdfPages(narrowed.doc).join('\n');
    expect(narrowedText).toContain('Asha');
    expect(narrowedText).not.toContain('Fresher');
  });

  it("answers 'No attendance data to print.' when the date has nothing", () => {
    const empty = { ok: false, message: 'No attendance data to print.' };
    expect(buildCumulative({ ...input, data: {} })).toEqual(empty);
    expect(buildCumulative({ ...input, date: '2025-02-11' })).toEqual(empty);
    expect(buildCumulative({ ...input, department: 'MECH' })).toEqual(empty);
    expect(buildCumulative({ ...input, year: 2 })).toEqual(empty);
  });
});
