import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMETABLE,
  periodNotStartedMessage,
  SUBMISSION_MESSAGES,
  tooOldMessage,
} from '@attendance/domain';
import {
  buildRecords,
  countStatuses,
  MARK_MESSAGES,
  nextStatus,
  statusOf,
  validateSubmission,
  withStatus,
  type Submission,
} from '../../src/features/staff/marking';

const subject = {
  id: 1,
  subjectCode: 'CS301',
  subject: { subjectName: 'Data Structures', subjectID: 7, isElective: false },
  batch: 'CSE2024-2028',
  year: 2,
  semester: 3,
  department: 'CSE',
  assignedBy: 'Head',
  status: true,
};
const students = [
  { studentID: 1, registerNumber: '21CS1', studentName: 'Asha' },
  { studentID: 2, registerNumber: '21CS2', studentName: 'Bala' },
];
const submission = (over: Partial<Submission> = {}): Submission => ({
  staffCode: 'ST01',
  subject,
  date: '2026-03-10',
  period: 2,
  students,
  marks: {},
  ...over,
});

describe('marking state', () => {
  it('cycles a tap through every status and back, either way', () => {
    expect(nextStatus('P')).toBe('A');
    expect(nextStatus('LEAVE')).toBe('P');
    expect(nextStatus('P', -1)).toBe('LEAVE');
  });

  it('keeps only the students not Present, and counts the class', () => {
    const absent = withStatus({}, '21CS2', 'A');
    expect(absent).toEqual({ '21CS2': 'A' });
    expect(statusOf(absent, '21CS1')).toBe('P');
    expect(withStatus(absent, '21CS2', 'P')).toEqual({});
    expect(withStatus(absent, '21CS2', 'A')).toBe(absent);
    expect(countStatuses(students, absent)).toEqual({ P: 1, A: 1, OD: 0, ML: 0, LEAVE: 0 });
  });

  it('refuses an incomplete, future, too old or not yet started submission', () => {
    // 17:30 in Asia/Kolkata on 2026-03-10: every period of the default timetable has started.
    const now = new Date('2026-03-10T12:00:00Z');
    const rules = { timeZone: 'Asia/Kolkata', backfillDays: 3, timetable: [...DEFAULT_TIMETABLE] };
    expect(validateSubmission(submission(), now, rules)).toBeNull();
    expect(validateSubmission(submission({ period: null }), now, rules)).toBe(MARK_MESSAGES.check);
    expect(validateSubmission(submission({ students: [] }), now, rules)).toBe(MARK_MESSAGES.check);
    expect(validateSubmission(submission({ date: '2026-03-11' }), now, rules)).toBe(
      SUBMISSION_MESSAGES.future,
    );
    expect(validateSubmission(submission({ date: '2026-03-06' }), now, rules)).toBe(
      tooOldMessage(3),
    );
    const morning = new Date('2026-03-10T03:40:00Z'); // 09:10: period 2 starts at 09:50
    expect(validateSubmission(submission({ period: 2 }), morning, rules)).toBe(
      periodNotStartedMessage(2),
    );
  });

  it('builds one record per student in the shape of spec section 3', () => {
    const records = buildRecords(submission({ marks: { '21CS1': 'OD' } }));
    expect(records).toEqual([
      {
        batch: 'CSE2024-2028',
        date: '2026-03-10',
        department: 'CSE',
        facultyCode: 'ST01',
        period: 2,
        subjectID: 7,
        registerNumber: '21CS1',
        semester: 3,
        status: 'OD',
        subjectCode: 'CS301',
        year: 2,
      },
      expect.objectContaining({ registerNumber: '21CS2', status: 'P' }),
    ]);
    expect(buildRecords(submission({ period: null }))).toEqual([]);
  });
});
