import { queryOptions, useQuery } from '@tanstack/react-query';
import { daysOffAnswer, myDayAnswer, type SlotKind } from '@attendance/domain';
import { api } from '../../../lib/api';

// The college's week as the marking screen needs it (issue 20): the teacher's day and the
// days that cannot be marked.

export const MY_DAY_KEY = ['week', 'my-day'];

/** 'My classes today': the teacher's timetabled periods of today; every minute. */
export const myDayQuery = queryOptions({
  queryKey: MY_DAY_KEY,
  queryFn: ({ signal }) => api('/api/week/my-day', { schema: myDayAnswer, signal }),
  refetchInterval: 60_000,
});

/** The days of a subject's class between two dates that cannot be marked, with the reason. */
export function useDaysOff(subjectID: number, from: string, to: string) {
  return useQuery({
    queryKey: ['week', 'days-off', subjectID, from, to],
    queryFn: ({ signal }) =>
      api('/api/week/days-off', { schema: daysOffAnswer, signal, query: { subjectID, from, to } }),
    enabled: from <= to,
    staleTime: 5 * 60_000,
  });
}

/**
 * How the timetable judged a submission, when the server says (issue 20): an extra class on a
 * free period, or a substitution for another subject's period.
 */
export function slotNote({ slot }: { slot?: SlotKind | undefined }): string {
  if (slot === 'extra') return ' Recorded as an extra class (a free period in the timetable).';
  if (slot === 'substitution') return ' Recorded as a substitution.';
  return '';
}
