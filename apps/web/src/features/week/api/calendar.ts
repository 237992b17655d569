import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarDayBody, calendarDayDto, type TermBody, termDto } from '@attendance/domain';
import { api } from '../../../lib/api';
import { WEEK_KEY } from './timetable';

/** The Admin's calendar writes; each one refreshes every week answer (the days off change). */
export function useCalendarWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: WEEK_KEY });
  const saveTerm = useMutation({
    mutationFn: (body: TermBody) =>
      api('/api/week/terms', { schema: termDto, method: 'PUT', body }),
    onSuccess: refresh,
  });
  const deleteTerm = useMutation({
    mutationFn: (id: number) => api(`/api/week/terms/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  const addDay = useMutation({
    mutationFn: (body: CalendarDayBody) =>
      api('/api/week/days', { schema: calendarDayDto, method: 'POST', body }),
    onSuccess: refresh,
  });
  const deleteDay = useMutation({
    mutationFn: (id: number) => api(`/api/week/days/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { saveTerm, deleteTerm, addDay, deleteDay };
}
