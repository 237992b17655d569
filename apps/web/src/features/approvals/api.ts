import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecisionAnswer, PendingStaffDto } from '@attendance/domain';
import { api } from '../../lib/api';

export const PENDING_STAFF_KEY = ['staff', 'pending'] as const;

/** GET /api/staff/pending: registrations of the department this approver may decide on. */
export function usePendingStaff() {
  return useQuery({
    queryKey: PENDING_STAFF_KEY,
    queryFn: ({ signal }) => api<PendingStaffDto[]>('/api/staff/pending', { signal }),
  });
}

export type Decision = 'approve' | 'reject';

/** POST /api/staff/{staffId}/approve or /reject; the list reloads either way. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, decision }: { staffId: number; decision: Decision }) =>
      api<ApprovalDecisionAnswer>(`/api/staff/${staffId}/${decision}`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: PENDING_STAFF_KEY }),
  });
}
