import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { classLabel, expectedText, type TodayExpected } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';

const key = (s: TodayExpected) => `${s.batch}|${s.year}|${s.semester}`;

/** Today's timetabled class-periods that have started, grouped by class. */
export function ExpectedBoard({ expected }: { expected: readonly TodayExpected[] }) {
  const classes = [...new Set(expected.map(key))];
  return (
    <Stack gap="md">
      {classes.map((id) => {
        const slots = expected.filter((s) => key(s) === id);
        const missing = slots.filter((s) => s.state === 'missing').length;
        return (
          <Paper key={id} withBorder p="md" data-testid="today-class">
            <Group justify="space-between" align="baseline" mb="xs">
              <Title order={2} size="h4">
                {classLabel(slots[0]!)}
              </Title>
              <Text size="sm">{missing === 0 ? 'All marked' : `${missing} not marked`}</Text>
            </Group>
            <Stack gap={4}>
              {slots.map((slot) => (
                <Text
                  key={`${slot.period}:${slot.state}`}
                  size="sm"
                  data-state={slot.state}
                  data-testid="today-period"
                  className={
                    slot.state === 'missing' || slot.state === 'marked'
                      ? statusToneClass(slot.state === 'missing')
                      : undefined
                  }
                  fw={slot.state === 'missing' ? 700 : 500}
                >
                  P{slot.period} {slot.starts} · {expectedText(slot)}
                </Text>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
