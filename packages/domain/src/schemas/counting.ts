import { z } from 'zod';
import { COUNTABLE_STATUSES } from '../rules/counting';

export const COUNTING_MESSAGES = {
  saved:
    'Saved: these statuses count as attended in the shortage list, the cumulative report and the students’ pages.',
} as const;

/** GET/PUT /api/counting-policy: the statuses the department counts as attended (issue 50). */
export const countingPolicyDto = z.object({
  statuses: z
    .array(z.enum(COUNTABLE_STATUSES, { error: 'must be P, OD, ML or LEAVE' }))
    .max(COUNTABLE_STATUSES.length)
    .refine((statuses) => statuses.includes('P'), {
      error: 'must include P: Present always counts',
    }),
});
export type CountingPolicyDto = z.infer<typeof countingPolicyDto>;
