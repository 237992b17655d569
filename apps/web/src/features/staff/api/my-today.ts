import { queryOptions } from '@tanstack/react-query';
import { oversightToday } from '@attendance/domain';
import { api } from '../../../lib/api';

export const MY_TODAY_KEY = ['oversight', 'today', 'mine'];

/** 'My classes today': the teacher's own periods of today, marked or not; every minute. */
export const myTodayQuery = queryOptions({
  queryKey: MY_TODAY_KEY,
  queryFn: ({ signal }) => api('/api/oversight/today', { schema: oversightToday, signal }),
  refetchInterval: 60_000,
});
