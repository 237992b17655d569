import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TodayCell, TodayStaff } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';
import { classLabel } from '../filters';

/** What a cell says, in words (colour only repeats it). */
function cellText(t: ReturnType<typeof useT>, cell: TodayCell): string {
  if (cell.state === 'marked')
    return t('today.cell.marked', {
      period: cell.period,
      absentees: cell.absentees,
      students: cell.students,
    });
  if (cell.state === 'other') return t('today.cell.other', { period: cell.period });
  return t('today.cell.pending', { period: cell.period });
}

function Cell({ cell }: { cell: TodayCell }) {
  const t = useT();
  const tone = cell.state === 'other' ? undefined : statusToneClass(cell.state === 'pending');
  return (
    <Text
      size="sm"
      fw={cell.state === 'other' ? 400 : 600}
      className={tone}
      px={6}
      py={2}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      data-state={cell.state}
    >
      {cellText(t, cell)}
    </Text>
  );
}

/** The per-subject board of the classes that expect every started period, grouped by staff. */
export function TodayBoard({ staff }: { staff: readonly TodayStaff[] }) {
  const t = useT();
  return (
    <Stack gap="md">
      {staff.map((person) => {
        const pending = person.subjects.reduce(
          (sum, s) => sum + s.cells.filter((c) => c.state === 'pending').length,
          0,
        );
        return (
          <Paper key={person.staffID} withBorder p="md" data-testid="today-staff">
            <Group justify="space-between" align="baseline" mb="xs">
              <Title order={2} size="h4">
                {person.staffName} ({person.staffCode})
              </Title>
              <Text size="sm">
                {pending === 0 ? t('today.allMarked') : t('today.notMarked', { count: pending })}
              </Text>
            </Group>
            <Stack gap="sm">
              {person.subjects.map((subject) => (
                <div key={subject.subjectID}>
                  <Text fw={500}>
                    {t(subject.status ? 'today.subject' : 'today.subjectLocked', {
                      code: subject.subjectCode,
                      name: subject.subjectName,
                      cls: classLabel(subject),
                    })}
                  </Text>
                  <Group gap={6} mt={4}>
                    {subject.cells.map((cell) => (
                      <Cell key={cell.period} cell={cell} />
                    ))}
                  </Group>
                </div>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
