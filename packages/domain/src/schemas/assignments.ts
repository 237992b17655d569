import { z } from 'zod';
import { idNumber } from './common';

export const assignBody = z.object({
  staffId: idNumber,
  subjectId: idNumber,
  status: z.boolean().optional(),
  assignedBy: z.unknown().optional(),
  assignedDate: z.unknown().optional(),
});

export const updateStatusBody = z.object({
  staffId: idNumber,
  subjectId: idNumber,
  status: z.boolean({ error: 'must be true or false' }),
});

export const assignmentKeyQuery = z.object({
  staffId: idNumber,
  subjectId: idNumber,
});
