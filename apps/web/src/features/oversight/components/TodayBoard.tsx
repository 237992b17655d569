import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TodayCell, TodayStaff } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { classLabel } from '../filters';

/** What a cell says, in words (colour only repeats it). */
export function cellText(cell: TodayCell): string {
  if (cell.state === 'marked')
    return `P${cell.period}: marked, ${cell.absentees} absent of ${cell.students}`;
  if (cell.state === 'other') return `P${cell.period}: another subject`;
  return `P${cell.period}: not marked`;
}

function Cell({ cell }: { cell: TodayCell }) {
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
      {cellText(cell)}
    </Text>
  );
}

/** Today's staff-subjects of the department, grouped by staff, one cell per started period. */
export function TodayBoard({ staff }: { staff: readonly TodayStaff[] }) {
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
              <Text size="sm">{pending === 0 ? 'All marked' : `${pending} not marked`}</Text>
            </Group>
            <Stack gap="sm">
              {person.subjects.map((subject) => (
                <div key={subject.subjectID}>
                  <Text fw={500}>
                    {subject.subjectCode} {subject.subjectName} · {classLabel(subject)}
                    {subject.status ? '' : ' · locked'}
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
