import { z } from 'zod';
import {
  batchName,
  flexibleBoolean,
  idNumber,
  nameText,
  semesterNumber,
  yearNumber,
} from './common';

const subjectFields = {
  subjectCode: nameText(20),
  subjectName: nameText(150),
  batch: batchName,
  year: yearNumber,
  semester: semesterNumber,
};

export const subjectCreateBody = z.object({
  ...subjectFields,
  department: z.string().trim().max(40).optional(),
  isCommon: flexibleBoolean.default(false),
  isElective: flexibleBoolean.default(false),
});
export type SubjectCreateBody = z.infer<typeof subjectCreateBody>;

export const subjectUpdateBody = z.object({
  ...subjectFields,
  department: z.string().trim().max(40).optional(),
  isCommon: flexibleBoolean.optional(),
  isElective: flexibleBoolean.default(false),
});
export type SubjectUpdateBody = z.infer<typeof subjectUpdateBody>;

export const subjectIdParams = z.object({ subjectID: idNumber });

export const subjectDto = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  department: z.string(),
  isCommon: z.boolean(),
  isElective: z.boolean(),
});
export type SubjectDto = z.infer<typeof subjectDto>;

/** A subject as the API answers it: the spec's fields plus the department that manages it. */
export const subjectWithOwnerDto = subjectDto.extend({ ownerDepartment: z.string() });
export type SubjectWithOwnerDto = z.infer<typeof subjectWithOwnerDto>;

/** POST /api/subjects/addSubject (201) and PUT /api/subjects/updateSubject/{subjectID}. */
export const subjectAnswer = z.object({ message: z.string(), subject: subjectWithOwnerDto });
export type SubjectAnswer = z.infer<typeof subjectAnswer>;
