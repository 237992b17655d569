import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { correctionDto } from '@attendance/domain';
import { api } from '../../../lib/api';
import type { ViewParams } from './attendance';

/**
 * The correction layer of a subject's View (issue 52): records an approved request corrected
 * after they were submitted. None when it cannot be read: the submitted statuses show.
 */
export function useViewCorrections(params: ViewParams | null) {
  return useQuery({
    queryKey: ['requests', 'corrections', params?.subjectID, params?.startDate, params?.endDate],
    enabled: params !== null,
    queryFn: ({ signal }) =>
      api('/api/requests/corrections', {
        schema: z.array(correctionDto),
        signal,
        query: {
          subjectID: params!.subjectID,
          startDate: params!.startDate,
          endDate: params!.endDate,
        },
      }),
    retry: false,
  });
}
