import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssignmentDto } from '@attendance/domain';
import { classLabel, formatMoment } from '../format';
import { StatusBadge } from './StatusBadge';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  assignments: readonly AssignmentDto[];
  timeZone: string | undefined;
  /** The row's button: Lock/Unlock or Delete. */
  action: (assignment: AssignmentDto) => ReactNode;
}

function byStaff(assignments: readonly AssignmentDto[]) {
  const groups = new Map<number, { staff: AssignmentDto['staff']; rows: AssignmentDto[] }>();
  for (const a of assignments) {
    const group = groups.get(a.staff.staffID) ?? { staff: a.staff, rows: [] };
    group.rows.push(a);
    groups.set(a.staff.staffID, group);
  }
  return [...groups.values()];
}

/**
 * Assignments per staff member. Rows are cards rather than table rows so that a 375 px phone
 * shows every field without scrolling sideways.
 */
export function AssignmentGroups({ assignments, timeZone, action }: Props) {
  const t = useT();
  return (
    <Stack gap="lg">
      {byStaff(assignments).map(({ staff, rows }) => (
        <section
          key={staff.staffID}
          aria-labelledby={`staff-${staff.staffID}`}
          data-testid="staff-group"
        >
          <Title order={2} size="h4" id={`staff-${staff.staffID}`} mb="xs">
            {staff.staffName} ({staff.staffCode})
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((a) => (
              <Paper
                component="li"
                key={a.id}
                withBorder
                p="sm"
                data-testid="assignment-row"
                data-subject-code={a.subject.subjectCode}
              >
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Text fw={600} size="sm">
                      {a.subject.subjectCode} – {a.subject.subjectName}
                    </Text>
                    <Text size="xs">{classLabel(a.subject)}</Text>
                    <Text size="xs">
                      {t('hod.groups.assignedBy', {
                        name: a.assignedBy,
                        when: formatMoment(a.assignedDate, timeZone),
                      })}
                    </Text>
                    <Text size="xs">
                      {t('hod.groups.statusUpdated')}{' '}
                      <time dateTime={a.statusUpdatedDate} data-testid="status-updated">
                        {formatMoment(a.statusUpdatedDate, timeZone)}
                      </time>
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <StatusBadge active={a.status} />
                    {action(a)}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
