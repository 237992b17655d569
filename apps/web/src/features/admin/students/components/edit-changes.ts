import type { StudentDto } from '@attendance/domain';
import { fieldLabels, type LabelledField } from '../model';

export interface FieldChange {
  field: LabelledField;
  label: string;
  from: string;
  to: string;
}

/** Text fields as the server will keep them (trimmed), so stray spaces are not a change. */
export function tidy(student: StudentDto): StudentDto {
  return {
    ...student,
    studentName: student.studentName.trim(),
    registerNumber: student.registerNumber.trim(),
    studentNumber: student.studentNumber.trim(),
    parentNumber: student.parentNumber.trim(),
  };
}

/** Each field that differs, old and new, in the order and words of the spec. */
export function changedFields(before: StudentDto, after: StudentDto): FieldChange[] {
  const labels = fieldLabels();
  return (Object.keys(labels) as LabelledField[])
    .filter((field) => String(before[field]) !== String(after[field]))
    .map((field) => ({
      field,
      label: labels[field],
      from: String(before[field]),
      to: String(after[field]),
    }));
}
