import { z } from 'zod';
import { registerNumber } from './students';

/** subjectIDs arrive as a comma-joined string ('3,7,9'); an array of ids is accepted too. */
export const subjectIdList = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))], {
    error: 'must be a comma-separated list of subject ids',
  })
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  )
  .pipe(
    z
      .array(
        z.string().regex(/^\d{1,9}$/, { error: 'must be a comma-separated list of subject ids' }),
      )
      .min(1, { error: 'select at least 1 subject' })
      .max(100, { error: 'at most 100 subjects at once' }),
  )
  .transform((parts) => [...new Set(parts.map(Number))]);

export const allocateBody = z.object({
  registerNumber,
  subjectIDs: subjectIdList,
  studentName: z.string().optional(),
  batch: z.string().optional(),
  department: z.string().optional(),
  year: z.unknown().optional(),
  semester: z.unknown().optional(),
});
export type AllocateBody = z.infer<typeof allocateBody>;

export const allocatedSubject = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  isCommon: z.boolean(),
  isElective: z.boolean(),
  assignedStaff: z.object({ staffID: z.number(), staffName: z.string() }).nullable(),
});
export type AllocatedSubject = z.infer<typeof allocatedSubject>;

/** One entry of GET /api/admin/allocations. */
export const studentAllocations = z.object({
  studentID: z.number(),
  studentName: z.string(),
  registerNumber: z.string(),
  batch: z.string(),
  department: z.string(),
  year: z.number(),
  semester: z.number(),
  allocatedSubjects: z.array(allocatedSubject),
});
export type StudentAllocations = z.infer<typeof studentAllocations>;

/** The answer of POST /api/admin/allocate (201): all of the student's subjects after the call. */
export const allocateAnswer = z.object({
  message: z.string(),
  added: z.number(),
  allocatedSubjects: z.array(allocatedSubject),
});
export type AllocateAnswer = z.infer<typeof allocateAnswer>;
