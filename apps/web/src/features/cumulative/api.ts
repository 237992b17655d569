import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { correctionDto, countingPolicyDto, cumulativeAnswer } from '@attendance/domain';
import { api } from '../../lib/api';

export interface CumulativeParams {
  date: string;
  batch?: string;
  year?: number;
  semester?: number;
}

/** GET /api/attendance/cumulative: one day of the caller's department (the server narrows it). */
export function useCumulative(params: CumulativeParams) {
  return useQuery({
    queryKey: ['attendance', 'cumulative', params],
    queryFn: ({ signal }) =>
      api('/api/attendance/cumulative', {
        schema: cumulativeAnswer,
        signal,
        query: { ...params },
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(params.date),
  });
}

/** The day's records corrected by approved requests (issue 52); none when it cannot be read. */
export function useDayCorrections(date: string) {
  return useQuery({
    queryKey: ['requests', 'corrections', 'day', date],
    queryFn: ({ signal }) =>
      api('/api/requests/corrections/day', {
        schema: z.array(correctionDto),
        signal,
        query: { date },
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    retry: false,
  });
}

/** GET /api/counting-policy: what the department counts as attended, for the PDF's OD rule. */
export function useCountingPolicy() {
  return useQuery({
    queryKey: ['counting-policy'],
    queryFn: ({ signal }) => api('/api/counting-policy', { schema: countingPolicyDto, signal }),
  });
}
