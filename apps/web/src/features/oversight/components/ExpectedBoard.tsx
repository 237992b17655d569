import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SlotSubject, TodayExpected } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { classLabel } from '../filters';

export function sinceStart(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

const who = (subjects: readonly SlotSubject[]) =>
  subjects
    .map((s) => `${s.subjectCode} ${s.subjectName} (${s.staffName ?? 'no staff assigned'})`)
    .join(' / ');

/** What a timetabled period says, in words (colour only repeats it). */
export function expectedText(slot: TodayExpected): string {
  const planned = who(slot.subjects);
  if (slot.state === 'marked') return `marked: ${planned}`;
  if (slot.state === 'extra') return `extra class: ${who(slot.markedBy)}`;
  if (slot.state === 'substitute')
    return `marked by a substitute: ${who(slot.markedBy)}, instead of ${planned}`;
  return `not marked: ${planned}, ${sinceStart(slot.minutesSinceStart)} since it started`;
}

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
