import type { StudentAllocations, StudentDto } from '@attendance/domain';
import {
  GREEN,
  RED,
  type Cell,
  type ReportSheet,
  STUDENT_HEADER,
  studentCells,
} from '../../lib/sheet-writer';

type Filter = [string, string | number | Date];

/** The Student List PDF as a sheet: the same columns; year and semester of the first student. */
export function studentListSheet(
  staffName: string,
  batch: string,
  list: StudentDto[],
  generatedOn: Filter,
): ReportSheet {
  return {
    name: 'Students',
    title: 'Student List',
    filters: [
      ['Staff', staffName],
      ['Batch', batch],
      ['Year', list[0]!.year],
      ['Semester', list[0]!.semester],
      ['Students', list.length],
      generatedOn,
    ],
    header: [
      ['S.No', 'Register No', 'Name', 'Gender', 'Student Phone', 'Parent Phone', 'Student Type'],
    ],
    rows: list.map((s, index) => [
      index + 1,
      s.registerNumber,
      s.studentName,
      s.gender,
      s.studentNumber,
      s.parentNumber,
      s.type,
    ]),
  };
}

/** One row per allocated subject; the staff in green, or 'Not Assigned' in red, as the PDF. */
export function allocationSheet(
  batch: string,
  list: StudentAllocations[],
  generatedOn: Filter,
): ReportSheet {
  return {
    name: 'Allocations',
    title: 'Subject Allocation Report',
    filters: [['Batch', batch || 'All batches'], ['Students', list.length], generatedOn],
    header: [[...STUDENT_HEADER, 'Subject Code', 'Subject Name', 'Assigned Staff', 'Common']],
    rows: list.flatMap((student, index) =>
      student.allocatedSubjects.map((subject): Cell[] => [
        ...studentCells(index, student),
        subject.subjectCode,
        subject.subjectName,
        subject.assignedStaff
          ? { value: subject.assignedStaff.staffName, color: GREEN }
          : { value: 'Not Assigned', color: RED, words: true },
        { value: subject.isCommon ? 'Yes' : 'No', words: true },
      ]),
    ),
  };
}
