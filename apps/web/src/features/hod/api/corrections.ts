import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { submittedPeriod, voidAnswer, type VoidBody } from '@attendance/domain';
import { api } from '../../../lib/api';
import { z } from 'zod';

const submittedKey = (subjectId: number) => ['attendance', 'submitted', subjectId] as const;

/** GET /api/attendance/submitted: the periods of a subject that were submitted and still count. */
export function useSubmittedPeriods(subjectId: number | undefined) {
  return useQuery({
    queryKey: submittedKey(subjectId ?? 0),
    queryFn: ({ signal }) =>
      api('/api/attendance/submitted', {
        schema: z.array(submittedPeriod),
        query: { subjectID: subjectId },
        signal,
      }),
    enabled: subjectId !== undefined,
  });
}

export type { VoidAnswer } from '@attendance/domain';

/** POST /api/attendance/void; every attendance read is stale afterwards. */
export function useVoidPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoidBody) =>
      api('/api/attendance/void', { schema: voidAnswer, method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
