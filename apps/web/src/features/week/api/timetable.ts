import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarAnswer,
  CompletionAnswer,
  ClassTimetableAnswer,
  TimetableBody,
  TimetableSaveAnswer,
  WeekClassDto,
} from '@attendance/domain';
import { api } from '../../../lib/api';

/** A class of the department as the week calls name it. */
export interface ClassRef {
  batch: string;
  year: number;
  semester: number;
}

export const WEEK_KEY = ['week'] as const;

export function useWeekClasses() {
  return useQuery({
    queryKey: [...WEEK_KEY, 'classes'],
    queryFn: ({ signal }) => api<WeekClassDto[]>('/api/week/classes', { signal }),
  });
}

/** The version in force at `date` (today by default), the history and the subjects to pick. */
export function useClassTimetable(klass: ClassRef | null, date?: string) {
  return useQuery({
    queryKey: [...WEEK_KEY, 'timetable', klass, date ?? null],
    queryFn: ({ signal }) =>
      api<ClassTimetableAnswer>('/api/week/timetable', {
        signal,
        query: { ...klass, date },
      }),
    enabled: klass !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveTimetable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TimetableBody) =>
      api<TimetableSaveAnswer>('/api/week/timetable', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEEK_KEY }),
  });
}

/** Terms, holidays and working days of the signed-in staff's department. */
export function useCalendar() {
  return useQuery({
    queryKey: [...WEEK_KEY, 'calendar'],
    queryFn: ({ signal }) => api<CalendarAnswer>('/api/week/calendar', { signal }),
  });
}

export function useCompletion(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...WEEK_KEY, 'completion', range],
    queryFn: ({ signal }) =>
      api<CompletionAnswer>('/api/week/completion', { signal, query: { ...range } }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
