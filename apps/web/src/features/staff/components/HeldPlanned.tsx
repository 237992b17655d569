import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { heldAnswer } from '@attendance/domain';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';

/** Periods held beside those the timetable planned in the term so far: a subject falling behind. */
export function HeldPlanned({ subjectID }: { subjectID: number }) {
  const t = useT();
  const held = useQuery({
    queryKey: ['week', 'held', subjectID],
    queryFn: ({ signal }) =>
      api('/api/week/held', { schema: heldAnswer, signal, query: { subjectID } }),
  });
  const data = held.data;
  if (!data) return null;
  const term = data.term
    ? ` (${t('staff.held.term', { first: data.term.firstDay, last: data.term.lastDay })})`
    : '';
  const whole =
    data.plannedTerm === null ? '' : `, ${t('staff.held.wholeTerm', { count: data.plannedTerm })}`;
  return (
    <Text data-testid="held-planned">
      <b>{t('staff.held.label')}</b>{' '}
      {data.planned === null
        ? t('staff.held.noPlan', { held: data.held })
        : `${t('staff.held.soFar', { held: data.held, count: data.planned })}${whole}${term}`}
    </Text>
  );
}
