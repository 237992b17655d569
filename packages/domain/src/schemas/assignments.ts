import { z } from 'zod';
import { staffDto } from './auth';
import { idNumber } from './common';
import { subjectWithOwnerDto } from './subjects';

export const assignBody = z.object({
  staffId: idNumber,
  subjectId: idNumber,
  status: z.boolean().optional(),
  assignedBy: z.unknown().optional(),
  assignedDate: z.unknown().optional(),
});
export type AssignBody = z.infer<typeof assignBody>;

export const updateStatusBody = z.object({
  staffId: idNumber,
  subjectId: idNumber,
  status: z.boolean({ error: 'must be true or false' }),
});
export type UpdateStatusBody = z.infer<typeof updateStatusBody>;

export const assignmentKeyQuery = z.object({
  staffId: idNumber,
  subjectId: idNumber,
});
export type AssignmentKeyQuery = z.infer<typeof assignmentKeyQuery>;

/** One staff-subject assignment; status true means attendance is open (unlocked). */
export const assignmentDto = z.object({
  id: z.number(),
  staff: staffDto,
  subject: subjectWithOwnerDto,
  status: z.boolean(),
  assignedBy: z.string(),
  assignedDate: z.string(),
  statusUpdatedDate: z.string(),
});
export type AssignmentDto = z.infer<typeof assignmentDto>;

/** POST /api/staff-subject/assign (201). */
export const assignAnswer = z.object({ message: z.string(), assignment: assignmentDto });
/** PUT /api/staff-subject/update-status: the lock's new state and date. */
export const statusAnswer = z.object({
  message: z.string(),
  status: z.boolean(),
  statusUpdatedDate: z.string(),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;
