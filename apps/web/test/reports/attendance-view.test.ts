import { describe, expect, it } from 'vitest';
import type { AttendanceViewRecord } from '@attendance/domain';
import { buildAttendanceView, SESSIONS_PER_BLOCK } from '../../src/reports/attendance-view';
import type { AttendanceViewInput } from '../../src/reports/types';
import { campus, now } from './fixtures';
import { built, pdfInfo, pdfPages, squeeze } from './pdf';

const DATES = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10', '2025-01-13'];
/** 14 sessions: two periods a day over six days, and a third period on the last day. */
const SESSIONS = [
  ...DATES.flatMap((date) => [3, 1].map((period) => ({ date, period }))),
  { date: '2025-01-14', period: 2 },
  { date: '2025-01-13', period: 5 },
];
const ORDERED = [...SESSIONS].sort((a, b) => a.date.localeCompare(b.date) || a.period - b.period);
const STUDENTS = 30;

/** The status of student s (1-based) at ordered session i, null when not recorded. */
function statusOf(s: number, i: number): string | null {
  if (s === 1) return 'P';
  if (s === 2) return i % 3 === 0 ? 'A' : 'P';
  if (s === 3) return ['P', 'OD', 'ML', 'LEAVE', 'A', 'P', 'P'][i % 7] ?? null;
  if (s === 4) return i < 4 ? null : i % 2 ? 'A' : 'P'; // joined late
  return i === s % 14 ? 'A' : 'P';
}

const records: AttendanceViewRecord[] = [];
for (let s = STUDENTS; s >= 1; s -= 1) {
  ORDERED.forEach((session, i) => {
    const status = statusOf(s, i);
    if (!status) return;
    records.push({
      ...session,
      status,
      registerNumber: `23CS${s}`,
      studentName: `Pupil ${s}`,
      facultyName: 'Dr. Kavitha N',
      subjectCode: 'CS301',
      subjectName: 'Data Structures',
      department: 'CSE',
    });
  });
}

const input: AttendanceViewInput = {
  campus,
  department: 'CSE',
  subjectCode: 'CS301',
  subjectName: 'Data Structures',
  staffName: 'Dr. Kavitha N',
  batch: 'CSE2023-2027',
  year: 2,
  semester: 4,
  records,
  now,
};

/** Expected figures, computed here rather than with the domain's function. */
function expected(s: number) {
  const statuses = ORDERED.map((_, i) => statusOf(s, i)).filter((x): x is string => x !== null);
  const present = statuses.filter((x) => x === 'P').length;
  return {
    statuses,
    present,
    recorded: statuses.length,
    pct: ((present / statuses.length) * 100).toFixed(2),
  };
}

/** The pages of each block: a block starts on the page that carries its 'Sessions' line. */
function blocksOf(pages: string[]): string[][] {
  const blocks: string[][] = [];
  for (const page of pages) {
    if (page.includes('Sessions:')) blocks.push([page]);
    else blocks[blocks.length - 1]?.push(page);
  }
  return blocks;
}

describe('attendance view PDF', () => {
  const { doc, fileName } = built(buildAttendanceView(input));
  const pages = pdfPages(doc);
  const blocks = blocksOf(pages);

  it('is named {code}-{name}.pdf', () => {
    expect(fileName).toBe('CS301-Data Structures.pdf');
    const odd = built(buildAttendanceView({ ...input, subjectName: 'AI/ML: Lab?' }));
    expect(odd.fileName).toBe('CS301-AI_ML_ Lab_.pdf');
  });

  it('is landscape A4 with the letterhead and Page X of Y on every page', () => {
    expect(pdfInfo(doc)).toMatchObject({ width: 841.89, height: 595.28, pages: pages.length });
    pages.forEach((page, index) => {
      expect(page).toContain('Campus College of Engineering');
      expect(page).toContain('1 College Road, University Campus');
      expect(page).toContain('Computer Science and Engineering');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('runs 14 sessions over 3 blocks of at most 6, each repeating every student', () => {
    expect(SESSIONS_PER_BLOCK).toBe(6);
    expect(blocks).toHaveLength(3);
    const captions = [
      '1-6 of 14 (block 1 of 3)',
      '7-12 of 14 (block 2 of 3)',
      '13-14 of 14 (block 3 of 3)',
    ];
    blocks.forEach((block, b) => {
      const text = block.join('\n');
      expect(squeeze(text)).toContain(`Batch: CSE2023-2027 Sessions: ${captions[b]}`);
      expect(text).toMatch(/Subject: CS301 - Data Structures/);
      expect(text).toMatch(/Staff: Dr\. Kavitha N/);
      for (let s = 1; s <= STUDENTS; s += 1) {
        expect(text.match(new RegExp(`\\b23CS${s} +Pupil ${s}\\b`, 'g'))).toHaveLength(1);
      }
      const dates = ORDERED.slice(b * 6, b * 6 + 6).map((session) => session.date);
      for (const date of new Set(dates)) expect(text).toContain(date);
    });
    // A block longer than a page continues on the next one before the next block starts.
    expect(pages.length).toBeGreaterThan(blocks.length);
  });

  it('shows the status letters of every student by date and period', () => {
    blocks.forEach((block, b) => {
      const lines = squeeze(block.join('\n'));
      for (let s = 1; s <= STUDENTS; s += 1) {
        const cells = ORDERED.slice(b * 6, b * 6 + 6).map((_, i) => statusOf(s, b * 6 + i) ?? '-');
        const row = lines.find((line) => line.startsWith(`${s} 23CS${s} Pupil ${s} `));
        expect(row?.split(' ').slice(4, 4 + cells.length), `student ${s}`).toEqual(cells);
      }
    });
  });

  it('ends with the present total, sessions and percentage to 2 decimals in the last block only', () => {
    const last = squeeze((blocks[2] ?? []).join('\n'));
    for (let s = 1; s <= STUDENTS; s += 1) {
      const { present, recorded, pct } = expected(s);
      expect(last.find((line) => line.startsWith(`${s} 23CS${s} `))).toMatch(
        new RegExp(` ${present} ${recorded} ${pct.replace('.', '\\.')}$`),
      );
    }
    expect(expected(2).pct).toBe('64.29');
    expect(expected(4)).toMatchObject({ present: 5, recorded: 10, pct: '50.00' });
    expect(last.join('\n')).toMatch(/Present Sessions %/);
    for (const block of blocks.slice(0, 2)) expect(block.join('\n')).not.toMatch(/Present/);
  });

  it("keeps only students under 75% with the screen's toggle", () => {
    const low = pdfPages(built(buildAttendanceView({ ...input, lowOnly: true })).doc).join('\n');
    expect(low).toMatch(/Showing: students under 75%/);
    for (let s = 1; s <= STUDENTS; s += 1) {
      const under = Number(expected(s).pct) < 75;
      expect(new RegExp(`\\bPupil ${s}\\b`).test(low), `student ${s}`).toBe(under);
    }
  });

  it('takes the staff name from the records when none is given', () => {
    const text = pdfPages(built(buildAttendanceView({ ...input, staffName: '' })).doc)[0];
    expect(text).toMatch(/Staff: Dr\. Kavitha N/);
  });

  it('answers the view screen message when there are no records', () => {
    expect(buildAttendanceView({ ...input, records: [] })).toEqual({
      ok: false,
      message: 'No attendance records found for the selected criteria. Please reload the page.',
    });
  });
});
