import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmittedPeriod, VoidBody } from '@attendance/domain';
import { api } from '../../../lib/api';

const submittedKey = (subjectId: number) => ['attendance', 'submitted', subjectId] as const;

/** GET /api/attendance/submitted: the periods of a subject that were submitted and still count. */
export function useSubmittedPeriods(subjectId: number | undefined) {
  return useQuery({
    queryKey: submittedKey(subjectId ?? 0),
    queryFn: ({ signal }) =>
      api<SubmittedPeriod[]>('/api/attendance/submitted', {
        query: { subjectID: subjectId },
        signal,
      }),
    enabled: subjectId !== undefined,
  });
}

export interface VoidAnswer {
  message: string;
  count: number;
  subjectCode: string;
  date: string;
  period: number;
}

/** POST /api/attendance/void; every attendance read is stale afterwards. */
export function useVoidPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoidBody) =>
      api<VoidAnswer>('/api/attendance/void', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
