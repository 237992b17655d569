import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  classLabel,
  expectedByClass,
  type SlotSubject,
  type TodayExpected,
} from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

type T = ReturnType<typeof useT>;

/** 'CS301 Compilers (Anand)', several joined by ' / '. */
function subjectsText(t: T, subjects: readonly SlotSubject[]): string {
  return subjects
    .map((s) =>
      t('today.slotSubject', {
        code: s.subjectCode,
        name: s.subjectName,
        staff: s.staffName ?? t('today.noStaff'),
      }),
    )
    .join(' / ');
}

/** How long since a period started: '25 min', '1 h 05 min'. */
function sinceStart(t: T, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0
    ? t('today.since.hours', { hours, minutes: String(rest).padStart(2, '0') })
    : t('today.since.minutes', { minutes: rest });
}

/** What a timetabled period of today says, in words (colour only repeats it). */
function slotText(t: T, slot: TodayExpected): string {
  const planned = subjectsText(t, slot.subjects);
  const markedBy = subjectsText(t, slot.markedBy);
  if (slot.state === 'marked') return t('today.slot.marked', { planned });
  if (slot.state === 'extra') return t('today.slot.extra', { markedBy });
  if (slot.state === 'substitute') return t('today.slot.substitute', { markedBy, planned });
  return t('today.slot.missing', { planned, since: sinceStart(t, slot.minutesSinceStart) });
}

/** Today's timetabled class-periods that have started, grouped by class (its key). */
export function ExpectedBoard({ expected }: { expected: readonly TodayExpected[] }) {
  const t = useT();
  return (
    <Stack gap="md">
      {expectedByClass(expected).map(({ key, slots }) => {
        const missing = slots.filter((s) => s.state === 'missing').length;
        return (
          <Paper key={key} withBorder p="md" data-testid="today-class">
            <Group justify="space-between" align="baseline" mb="xs">
              <Title order={2} size="h4">
                {classLabel(slots[0]!)}
              </Title>
              <Text size="sm">
                {missing === 0 ? t('today.allMarked') : t('today.notMarked', { count: missing })}
              </Text>
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
                  {t('today.slot', {
                    period: slot.period,
                    starts: slot.starts,
                    text: slotText(t, slot),
                  })}
                </Text>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
