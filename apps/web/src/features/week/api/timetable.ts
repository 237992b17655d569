import { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarAnswer,
  classTimetableAnswer,
  completionAnswer,
  staffWeekAnswer,
  type TimetableBody,
  timetableSaveAnswer,
  weekClassDto,
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
    queryFn: ({ signal }) => api('/api/week/classes', { schema: z.array(weekClassDto), signal }),
  });
}

/** The version in force at `date` (today by default), the history and the subjects to pick. */
export function useClassTimetable(klass: ClassRef | null, date?: string) {
  return useQuery({
    queryKey: [...WEEK_KEY, 'timetable', klass, date ?? null],
    queryFn: ({ signal }) =>
      api('/api/week/timetable', {
        schema: classTimetableAnswer,
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
      api('/api/week/timetable', { schema: timetableSaveAnswer, method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEEK_KEY }),
  });
}

/** Terms, holidays and working days of the signed-in staff's department. */
export function useCalendar() {
  return useQuery({
    queryKey: [...WEEK_KEY, 'calendar'],
    queryFn: ({ signal }) => api('/api/week/calendar', { schema: calendarAnswer, signal }),
  });
}

export function useCompletion(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...WEEK_KEY, 'completion', range],
    queryFn: ({ signal }) =>
      api('/api/week/completion', { schema: completionAnswer, signal, query: { ...range } }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** A staff member's week (the HOD's department), once one is chosen. */
export function useStaffWeek(staffID: number | null) {
  return useQuery({
    queryKey: [...WEEK_KEY, 'staff-week', staffID],
    queryFn: ({ signal }) =>
      api('/api/week/staff-week', { schema: staffWeekAnswer, signal, query: { staffID } }),
    enabled: staffID !== null,
  });
}
