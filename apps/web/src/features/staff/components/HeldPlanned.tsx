import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { heldAnswer } from '@attendance/domain';
import { api } from '../../../lib/api';

/** Periods held beside those the timetable planned in the term so far: a subject falling behind. */
export function HeldPlanned({ subjectID }: { subjectID: number }) {
  const held = useQuery({
    queryKey: ['week', 'held', subjectID],
    queryFn: ({ signal }) =>
      api('/api/week/held', { schema: heldAnswer, signal, query: { subjectID } }),
  });
  const data = held.data;
  if (!data) return null;
  const term = data.term ? ` (term ${data.term.firstDay} to ${data.term.lastDay})` : '';
  return (
    <Text data-testid="held-planned">
      <b>Held / planned:</b>{' '}
      {data.planned === null
        ? `${data.held} held; no timetable or term to plan by`
        : `${data.held} / ${data.planned} periods so far${data.plannedTerm === null ? '' : `, ${data.plannedTerm} in the whole term`}${term}`}
    </Text>
  );
}
