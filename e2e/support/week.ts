import { createStaff, studentFor, type StaffAccount } from './api';
import { zoneAtLocalHour } from './window';

// The week's browser tests (issue 20): a campus whose clock reads noon, every period of the day
// started (the portal's all-day periods), no weekly day off, so any day of the year is a
// teaching day unless a test makes it a holiday.

export const WEEK_ZONE = zoneAtLocalHour(12);
export const WEEK_ENV = { CAMPUS_TIMEZONE: WEEK_ZONE, WEEKLY_DAYS_OFF: '' };

export const campusDate = (shift = 0) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: WEEK_ZONE }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + shift);
  return date.toISOString().slice(0, 10);
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

let classes = 0;

/**
 * One class of three students with two subjects, Maths taught by Anand and Data Structures by
 * Bala; the HOD assigns both. `year`: the class's year (in its odd semester). A grid titled by
 * year and department is matched to its class only when it is the one such class of the HOD's
 * department, so a test that relies on that proposal takes a year no other week test uses on the
 * shared server.
 */
export async function arrangeWeekClass(baseURL: string, { year = 2 } = {}) {
  classes += 1;
  const tag = `${process.pid % 1000}${classes}${Date.now() % 10000}`;
  const admin = await createStaff(baseURL, 'Admin', 'CSE', `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', 'CSE', `Head ${tag}`);
  const anand = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Anand ${tag}`);
  const bala = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Bala ${tag}`);
  const batch = `CSE${tag}`;
  const semester = year * 2 - 1;
  const students = [1, 2, 3].map((i) => ({
    registerNumber: `W${tag}${i}`,
    studentName: `Week Pupil ${i}`,
  }));
  for (const s of students)
    await admin.api.addStudent({
      ...studentFor('CSE', batch, s.registerNumber, s.studentName),
      year,
      semester,
    });
  const subjects: Record<'maths' | 'ds', { id: number; code: string; name: string }> = {
    maths: { id: 0, code: `MA${tag}`, name: 'Maths' },
    ds: { id: 0, code: `DS${tag}`, name: 'Data Structures' },
  };
  for (const [key, teacher] of [
    ['maths', anand],
    ['ds', bala],
  ] as const) {
    const s = subjects[key];
    const { subject } = await admin.api.addSubject({
      subjectCode: s.code,
      subjectName: s.name,
      batch,
      year,
      semester,
      department: 'CSE',
    });
    s.id = subject.subjectID;
    for (const student of students) await admin.api.allocate(student.registerNumber, [s.id]);
    await hod.api.assign(teacher.staff.staffID, s.id);
  }
  return { admin, hod, anand, bala, batch, students, subjects, tag };
}

export type WeekClass = Awaited<ReturnType<typeof arrangeWeekClass>>;

/** The HOD stores a week through the API: `periods` maps a period to a subject, every day. */
export async function putEveryDay(klass: WeekClass, periods: Record<number, number>) {
  const cells = WEEKDAYS.flatMap((day) =>
    Object.entries(periods).map(([period, subjectID]) => ({
      day,
      period: Number(period),
      subjectIDs: [subjectID],
    })),
  );
  await klass.hod.api.call('PUT', '/api/week/timetable', {
    batch: klass.batch,
    year: 2,
    semester: 3,
    effectiveFrom: campusDate(),
    cells,
  });
}

export function staffName(account: StaffAccount): string {
  return account.staff.staffName;
}
