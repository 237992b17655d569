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

export interface AllocatedSubject {
  subjectID: number;
  subjectCode: string;
  subjectName: string;
  isCommon: boolean;
  isElective: boolean;
  assignedStaff: { staffID: number; staffName: string } | null;
}

/** One entry of GET /api/admin/allocations. */
export interface StudentAllocations {
  studentID: number;
  studentName: string;
  registerNumber: string;
  batch: string;
  department: string;
  year: number;
  semester: number;
  allocatedSubjects: AllocatedSubject[];
}
