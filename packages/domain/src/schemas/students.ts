import { z } from 'zod';
import { GENDERS, STUDENT_TYPES } from '../constants';
import {
  batchName,
  idNumber,
  nameText,
  phoneNumber,
  requiredText,
  semesterNumber,
  yearNumber,
} from './common';

/** A register number's characters (`registerNumber`). */
export const REGISTER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** A register number's longest length. */
export const REGISTER_NUMBER_MAX_LENGTH = 30;

export const registerNumber = requiredText(REGISTER_NUMBER_MAX_LENGTH).regex(
  REGISTER_NUMBER_PATTERN,
  {
    error: 'may hold only letters, digits and / _ . -',
  },
);

export const studentBody = z.object({
  registerNumber,
  studentName: nameText(100),
  batch: batchName,
  year: yearNumber,
  semester: semesterNumber,
  department: nameText(40),
  gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }),
  type: z.enum(STUDENT_TYPES, { error: `must be one of ${STUDENT_TYPES.join(', ')}` }),
  studentNumber: phoneNumber,
  parentNumber: phoneNumber,
});
export type StudentBody = z.infer<typeof studentBody>;

export const studentIdParams = z.object({ studentID: idNumber });

export const updateBatchQuery = z.object({
  batch: batchName,
  year: yearNumber,
  semester: semesterNumber,
});

export const inactivesQuery = z.object({
  batch: batchName,
  reason: requiredText(500),
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
});

export const inactiveByRegisterQuery = z.object({
  registerNumber,
  reason: requiredText(500),
});

/** A student as the server answers it (plain fields: stored rows are not re-validated). */
export const studentDto = z.object({
  studentID: z.number(),
  registerNumber: z.string(),
  studentName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  department: z.string(),
  gender: z.enum(GENDERS),
  type: z.enum(STUDENT_TYPES),
  studentNumber: z.string(),
  parentNumber: z.string(),
  active: z.boolean(),
});
export type StudentDto = z.infer<typeof studentDto>;

/** PUT /api/admin/students/update-batch: how many students moved. */
export const promoteBatchAnswer = z.object({ message: z.string(), updated: z.number() });
/** POST /api/admin/students/inactives: how many students were made inactive. */
export const inactivesAnswer = z.object({ message: z.string(), count: z.number() });
