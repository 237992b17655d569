import type { QueryClient } from '@tanstack/react-query';
import { allocatedSubjectsQuery, prefetchClassLists } from './api/attendance';
import { myTodayQuery } from './api/my-today';
import { myDayQuery } from './api/week';

/**
 * Starts every answer the marking screen shows at once (the subjects, then their class lists;
 * today's periods) instead of one after another as each part renders: on a phone each step
 * was a round trip (issue 14). Asking again within the queries' fresh time costs nothing.
 */
export function preloadMarking(client: QueryClient, staffID: number): void {
  void client.prefetchQuery(myDayQuery);
  void client.prefetchQuery(myTodayQuery);
  const subjects = allocatedSubjectsQuery(staffID);
  void client.prefetchQuery(subjects).then(() => {
    const answer = client.getQueryData(subjects.queryKey);
    if (answer) prefetchClassLists(client, staffID, answer);
  });
}
