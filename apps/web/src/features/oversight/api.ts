import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oversightAbsences, oversightShortage, oversightToday } from '@attendance/domain';
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
      api('/api/oversight/today', { schema: oversightToday, signal, query: { ...params } }),
    refetchInterval: TODAY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export interface ShortageParams extends ClassParams {
  startDate?: string;
  endDate?: string;
  /** 'true': only students whose approved medical leave would reach the line (issue 52). */
  condonation?: 'true';
}

export function useShortage(params: ShortageParams) {
  return useQuery({
    queryKey: ['oversight', 'shortage', params],
    queryFn: ({ signal }) =>
      api('/api/oversight/shortage', { schema: oversightShortage, signal, query: { ...params } }),
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
      api('/api/oversight/absences', { schema: oversightAbsences, signal, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
