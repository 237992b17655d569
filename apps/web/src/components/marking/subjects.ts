import { COMMON_DEPARTMENT, sameDepartment, type StaffSubjectDto } from '@attendance/domain';

/**
 * What the staff panel's subjects table and the teacher shell of index.html both show of a
 * subject (issue 23): plain functions, no zod and no React.
 */
export const yearSemester = (s: StaffSubjectDto) => `${s.year} / ${s.semester}`;

/** A common subject's department is stored as 'all'; people read it as 'Common' (or `common`). */
export const departmentLabel = (department: string, common = 'Common') =>
  sameDepartment(department, COMMON_DEPARTMENT) ? common : department;

/** The View Attendance address of a subject, with the spec's query parameters. */
export function viewAttendancePath(subject: StaffSubjectDto): string {
  const query = new URLSearchParams({
    batch: subject.batch,
    department: subject.department,
    semester: String(subject.semester),
    subjectID: String(subject.subject.subjectID),
    year: String(subject.year),
  });
  return `/staffpannel/viewattendance?${query.toString()}`;
}
