import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OversightAbsences, OversightShortage, OversightToday } from '@attendance/domain';
import { api } from '../../lib/api';

/** Today's view refreshes itself every minute, as a wall display would. */
export const TODAY_REFRESH_MS = 60_000;

export interface ClassParams {
  batch?: string;
  year?: number;
  semester?: number;
}

export function useOversightToday(params: ClassParams) {
  return useQuery({
    queryKey: ['oversight', 'today', params],
    queryFn: ({ signal }) =>
      api<OversightToday>('/api/oversight/today', { signal, query: { ...params } }),
    refetchInterval: TODAY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export interface ShortageParams extends ClassParams {
  startDate?: string;
  endDate?: string;
}

export function useShortage(params: ShortageParams) {
  return useQuery({
    queryKey: ['oversight', 'shortage', params],
    queryFn: ({ signal }) =>
      api<OversightShortage>('/api/oversight/shortage', { signal, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export interface AbsenceParams extends ClassParams {
  days: number;
}

export function useAbsences(params: AbsenceParams) {
  return useQuery({
    queryKey: ['oversight', 'absences', params],
    queryFn: ({ signal }) =>
      api<OversightAbsences>('/api/oversight/absences', { signal, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
