import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TodayCell } from '@attendance/domain';
import type { AllocatedSubject } from '../api/attendance';
import { myTodayQuery } from '../api/my-today';
import { useT } from '../../../lib/i18n/use-t';

function cellLabel(t: ReturnType<typeof useT>, cell: TodayCell): string {
  const { period } = cell;
  if (cell.state === 'marked') {
    return t('staff.today.cellMarked', { period, count: cell.absentees });
  }
  if (cell.state === 'other') return t('staff.today.cellOther', { period });
  return t('staff.today.cellMark', { period });
}

export interface Props {
  subjects: readonly AllocatedSubject[];
  onMark: (subject: AllocatedSubject, period: number) => void;
}

/**
 * 'My classes today' of a teacher whose classes have no timetable yet (the behaviour before
 * issue 20): the subjects with, per started period, marked or not; a period not yet marked is
 * one tap from its marking form. Refreshed every minute.
 */
export function StartedPeriodsToday({ subjects, onMark }: Props) {
  const t = useT();
  const today = useQuery(myTodayQuery);
  const data = today.data;
  if (!data) return null;
  const mine = data.staff.flatMap((s) => s.subjects);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-classes-today">
      <Title order={2} size="h4" id="my-classes-today">
        {t('staff.today.title')}
      </Title>
      {data.periods.length === 0 ? (
        <Text size="sm">{t('staff.today.noneStarted')}</Text>
      ) : (
        <Stack gap="xs" mt="xs">
          {mine.map((row) => {
            const subject = subjects.find((s) => s.subject.subjectID === row.subjectID);
            return (
              <div key={row.subjectID} data-testid="my-class">
                <Text fw={500} size="sm">
                  {row.subjectCode} {row.subjectName} · {row.batch}
                </Text>
                <Group gap={6} mt={4}>
                  {row.cells.map((cell) =>
                    cell.state === 'pending' && subject ? (
                      <Button
                        key={cell.period}
                        size="compact-sm"
                        onClick={() => onMark(subject, cell.period)}
                        // Not 'period': the marking form's Period field must stay the only label with it.
                        aria-label={t('staff.today.markLabel', {
                          code: row.subjectCode,
                          period: cell.period,
                        })}
                      >
                        {cellLabel(t, cell)}
                      </Button>
                    ) : (
                      <Text key={cell.period} size="sm" data-state={cell.state}>
                        {cellLabel(t, cell)}
                      </Text>
                    ),
                  )}
                </Group>
              </div>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
