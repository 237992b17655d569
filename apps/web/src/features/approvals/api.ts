import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalDecisionAnswer, pendingStaffDto } from '@attendance/domain';
import { api } from '../../lib/api';
import { z } from 'zod';

export const PENDING_STAFF_KEY = ['staff', 'pending'] as const;

/** GET /api/staff/pending: registrations of the department this approver may decide on. */
export function usePendingStaff() {
  return useQuery({
    queryKey: PENDING_STAFF_KEY,
    queryFn: ({ signal }) =>
      api('/api/staff/pending', { schema: z.array(pendingStaffDto), signal }),
  });
}

export type Decision = 'approve' | 'reject';

/** POST /api/staff/{staffId}/approve or /reject; the list reloads either way. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, decision }: { staffId: number; decision: Decision }) =>
      api(`/api/staff/${staffId}/${decision}`, {
        schema: approvalDecisionAnswer,
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: PENDING_STAFF_KEY }),
  });
}
