import type { Page } from '@playwright/test';
import { createStaff, studentFor } from './api';

let classes = 0;

/**
 * An Admin adds the class and its subject, an HOD assigns it to a new Subject_Staff. The
 * students are named Student 01… unless `names` gives their names.
 */
export async function arrangeClass(baseURL: string, size: number, names?: readonly string[]) {
  classes += 1;
  const tag = `${process.pid % 1000}${classes}${Date.now() % 10000}`;
  const admin = await createStaff(baseURL, 'Admin', 'CSE');
  const hod = await createStaff(baseURL, 'HOD', 'CSE', `Hod ${tag}`);
  const teacher = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Teacher ${tag}`);
  const batch = `CSE${tag}`;
  const subjectCode = `CS${tag}`;
  const { subject } = await admin.api.addSubject({
    subjectCode,
    subjectName: 'Data Structures',
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
  });
  const students = Array.from({ length: size }, (_, i) => ({
    registerNumber: `R${tag}${String(i + 1).padStart(3, '0')}`,
    studentName: names?.[i] ?? `Student ${String(i + 1).padStart(2, '0')}`,
  }));
  for (const s of students) {
    await admin.api.addStudent(studentFor('CSE', batch, s.registerNumber, s.studentName));
    await admin.api.allocate(s.registerNumber, [subject.subjectID]);
  }
  await hod.api.assign(teacher.staff.staffID, subject.subjectID);
  return { admin, hod, teacher, batch, subjectCode, subjectID: subject.subjectID, students };
}

export type Class = Awaited<ReturnType<typeof arrangeClass>>;

/** The class's teacher submits the period with every student present. */
export async function markClass(klass: Class, date: string, period: number): Promise<void> {
  await klass.teacher.api.call(
    'POST',
    '/api/attendance/mark',
    klass.students.map((student) => ({
      subjectID: klass.subjectID,
      date,
      period,
      registerNumber: student.registerNumber,
      status: 'P',
    })),
  );
}

/** The status of every row of the marking list, top to bottom (P, A, OD, ML, LEAVE). */
export function rowStatuses(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('student-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
}
