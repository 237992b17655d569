import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MyPeriodDto } from '@attendance/domain';
import { myDayQuery } from '../api/week';
import { MyWeekExports } from './MyWeekExports';
import { StartedPeriodsToday, type Props } from './StartedPeriodsToday';
import { useT } from '../../../lib/i18n/use-t';

function periodText(p: MyPeriodDto): string {
  return `P${p.period} ${p.starts} · ${p.subjectCode} ${p.subjectName} · ${p.batch} (${p.year}/${p.semester})`;
}

/**
 * 'My classes today': exactly the teacher's timetabled periods of today, each one tap from its
 * marking form, marked or not; a day off says so. A teacher with no timetabled class keeps the
 * list of started periods. Refreshed every minute.
 */
export function MyClassesToday({ subjects, onMark }: Props) {
  const t = useT();
  const day = useQuery(myDayQuery);
  if (!day.data) return null;
  const { dayOff, periods } = day.data;
  if (!dayOff && periods.length === 0)
    return <StartedPeriodsToday subjects={subjects} onMark={onMark} />;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-classes-today">
      <Title order={2} size="h4" id="my-classes-today">
        {t('staff.today.title')}
      </Title>
      {dayOff ? (
        <Text size="sm" data-testid="my-day-off">
          {t('staff.today.dayOff', { reason: dayOff })}
        </Text>
      ) : (
        <Stack gap={6} mt="xs">
          {periods.map((p) => {
            const subject = subjects.find((s) => s.subject.subjectID === p.subjectID);
            return (
              <Button
                key={`${p.period}:${p.subjectID}`}
                variant={p.marked ? 'light' : 'filled'}
                justify="space-between"
                fullWidth
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                disabled={!subject}
                data-testid="my-period"
                data-marked={p.marked}
                onClick={() => subject && onMark(subject, p.period)}
                rightSection={t(p.marked ? 'staff.today.marked' : 'staff.today.notMarked')}
              >
                {periodText(p)}
              </Button>
            );
          })}
        </Stack>
      )}
      <Stack mt="sm">
        <MyWeekExports />
      </Stack>
    </Paper>
  );
}
