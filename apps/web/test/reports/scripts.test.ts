import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendanceViewRecord,
  CumulativeData,
  OversightAbsences,
  OversightShortage,
  OversightToday,
} from '@attendance/domain';
import { buildAttendanceView } from '../../src/reports/attendance-view';
import { buildCumulative } from '../../src/reports/cumulative';
import { buildAbsencesReport, buildShortageReport } from '../../src/reports/oversight';
import { buildStudentList } from '../../src/reports/student-list';
import { buildSubjectAllocation } from '../../src/reports/subject-allocation';
import { prepareWithEngine } from '../../src/reports/text/load';
import { buildTodayReport } from '../../src/reports/today';
import type { ReportResult, ReportStudent } from '../../src/reports/types';
import { buildClassTimetable, buildCompletion, buildStaffWeek } from '../../src/reports/week';
import { campus as latinCampus, now } from './fixtures';
import { NAMES, SUBJECTS } from './names';
import { built, pdfPages } from './pdf';

// Issue 53: every report prints names, subjects and the campus identity in Latin with
// diacritics, the nine Indian scripts and Urdu, side by side in one table, and a reader that
// copies the text out (pdftotext) gets each string back exactly as typed.

const campus = {
  ...latinCampus,
  name: 'ஸ்ரீ வெங்கடேஸ்வரா பொறியியல் கல்லூரி',
  address: 'कॉलेज रोड, वाराणसी 221005',
  departments: latinCampus.departments.map((d) =>
    d.code === 'CSE' ? { ...d, name: 'ಗಣಕ ವಿಜ್ಞಾನ ವಿಭಾಗ' } : d,
  ),
};
const IDENTITY = [campus.name, campus.address, 'ಗಣಕ ವಿಜ್ಞಾನ ವಿಭಾಗ'];
const base = { campus, department: 'CSE', now };
const who = { batch: 'CSE2024-2028', year: 2, semester: 3 };
const register = (i: number) => `24CS${i + 1}`;
/** A student as the oversight lists give one. */
const listed = (studentName: string, i: number) => ({
  studentID: i + 1,
  registerNumber: register(i),
  studentName,
  ...who,
  parentNumber: '9000000002',
});

const students: ReportStudent[] = NAMES.map((studentName, i) => ({
  registerNumber: register(i),
  studentName,
  ...who,
  department: 'CSE',
  gender: 'Female',
  type: 'Regular',
  studentNumber: '9000000001',
  parentNumber: '9000000002',
  active: true,
}));

const records: AttendanceViewRecord[] = NAMES.map((studentName, i) => ({
  date: '2025-03-03',
  period: 1,
  status: i % 3 ? 'P' : 'A',
  registerNumber: register(i),
  studentName,
  facultyName: NAMES[1]!,
  subjectCode: 'CS301',
  subjectName: SUBJECTS[0]!,
  department: 'CSE',
}));

const cumulativeData: CumulativeData = {
  CSE: {
    '2': {
      '3': {
        [who.batch]: {
          CS301: {
            subjectName: SUBJECTS[0]!,
            students: NAMES.map((studentName, i) => ({
              registerNumber: register(i),
              studentName,
              period: 1,
              status: 'P',
              date: '2025-03-03',
            })),
          },
        },
      },
    },
  },
};

const shortage: OversightShortage = {
  startDate: null,
  endDate: '2025-03-05',
  threshold: 75,
  presentStatuses: ['P', 'OD'],
  students: NAMES.map((studentName, i) => ({
    ...listed(studentName, i),
    subjects: [],
    condonable: false,
    overall: { present: 1, sessions: 2, percentage: 50 },
    band: 'not-eligible',
  })),
};

const absences: OversightAbsences = {
  today: '2025-03-05',
  days: 3,
  students: NAMES.map((studentName, i) => ({
    ...listed(studentName, i),
    dates: ['2025-03-03', '2025-03-04', '2025-03-05'],
  })),
};

const today: OversightToday = {
  date: '2025-03-05',
  periods: [1],
  marked: 0,
  expected: NAMES.length,
  staff: NAMES.map((staffName, i) => ({
    staffID: i + 1,
    staffName,
    staffCode: `STF${i + 1}`,
    subjects: [
      {
        subjectID: i + 1,
        subjectCode: `CS3${i}`,
        subjectName: SUBJECTS[i % SUBJECTS.length]!,
        ...who,
        status: true,
        cells: [{ period: 1, state: 'pending' }],
      },
    ],
  })),
};

const periods = [{ number: 1, starts: '09:00' }];
const timetableSubjects = NAMES.map((staffName, i) => ({
  subjectID: i + 1,
  subjectCode: `CS3${i}`,
  subjectName: SUBJECTS[i % SUBJECTS.length]!,
  isElective: true,
  staffID: i + 1,
  staffName,
}));

/** Each report with what it must print in the scripts: names, and subjects where it has them. */
const reports: [string, () => ReportResult, string[]][] = [
  [
    'student list',
    () => buildStudentList({ ...base, staffName: NAMES[2]!, batch: who.batch, students }),
    NAMES,
  ],
  [
    'subject allocation',
    () =>
      buildSubjectAllocation({
        ...base,
        batch: who.batch,
        allocations: NAMES.map((studentName, i) => ({
          studentName,
          registerNumber: register(i),
          ...who,
          allocatedSubjects: [
            {
              subjectCode: 'CS301',
              subjectName: SUBJECTS[i % SUBJECTS.length]!,
              isCommon: false,
              assignedStaff: { staffName: NAMES[(i + 1) % NAMES.length]! },
            },
          ],
        })),
      }),
    [...NAMES, ...SUBJECTS],
  ],
  [
    'View Attendance',
    () =>
      buildAttendanceView({ ...base, subjectCode: 'CS301', subjectName: SUBJECTS[0]!, records }),
    [...NAMES, SUBJECTS[0]!],
  ],
  [
    'cumulative',
    () => buildCumulative({ ...base, date: '2025-03-03', data: cumulativeData }),
    NAMES,
  ],
  ['shortage', () => buildShortageReport({ ...base, shortage }), NAMES],
  ['absences', () => buildAbsencesReport({ ...base, absences }), NAMES],
  ['today', () => buildTodayReport({ ...base, today }), [...NAMES, ...SUBJECTS]],
  [
    'class timetable',
    () =>
      buildClassTimetable({
        ...base,
        timetable: {
          class: { department: 'CSE', ...who },
          current: {
            effectiveFrom: '2025-01-06',
            createdAt: '2025-01-01',
            cells: [
              { day: 'Mon', period: 1, subjectIDs: timetableSubjects.map((s) => s.subjectID) },
            ],
          },
          versions: [],
          subjects: timetableSubjects,
          periods,
        },
      }),
    NAMES,
  ],
  [
    'staff week',
    () =>
      buildStaffWeek({
        ...base,
        week: {
          staffName: NAMES[4]!,
          date: '2025-03-03',
          periods,
          slots: [
            {
              day: 'Mon',
              period: 1,
              starts: '09:00',
              subjectID: 1,
              subjectCode: 'CS301',
              subjectName: SUBJECTS[0]!,
              department: 'CSE',
              ...who,
            },
          ],
        },
      }),
    [NAMES[4]!],
  ],
  [
    'completion',
    () =>
      buildCompletion({
        ...base,
        completion: {
          from: '2025-03-03',
          to: '2025-03-07',
          rows: NAMES.map((staffName, i) => ({
            staffID: i + 1,
            staffName,
            staffCode: `STF${i + 1}`,
            timetabled: 5,
            onTime: 4,
            late: 1,
            missed: 0,
          })),
        },
      }),
    NAMES,
  ],
];

describe('reports in every script', () => {
  beforeAll(async () => {
    await prepareWithEngine([campus, NAMES, SUBJECTS]);
  });

  for (const [title, build, expected] of reports) {
    it(`the ${title} PDF gives back every name, subject and the campus exactly`, () => {
      const pages = pdfPages(built(build()).doc);
      const text = pages.join('\n');
      for (const string of expected) expect(text).toContain(string);
      for (const page of pages) for (const string of IDENTITY) expect(page).toContain(string);
    });
  }
});
