import { Link } from 'react-router';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useStaff } from '../../lib/session';
import { useOversightToday } from './api';

/**
 * The top of the Admin and HOD panels: today's count, refreshed every minute, and the way to
 * the Today, shortage and absences screens. The panel's own screen stays as the spec has it.
 */
export default function PanelSummary() {
  const staff = useStaff();
  const today = useOversightToday({});
  const base = staff.designation === 'Admin' ? '/admin' : '/hodpannel';
  const data = today.data;
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      maw={1200}
      mx="auto"
      component="section"
      aria-label="Department today"
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600} data-testid="panel-today-count">
          {data
            ? data.periods.length === 0
              ? 'Today: no period has started yet'
              : `Today: ${data.marked} of ${data.expected} periods marked`
            : today.isError
              ? "Today's marking could not be loaded"
              : "Loading today's marking…"}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={`${base}/today`}>
            Today
          </Anchor>
          <Anchor component={Link} to={`${base}/shortage`}>
            Shortage list
          </Anchor>
          <Anchor component={Link} to={`${base}/absences`}>
            Consecutive absences
          </Anchor>
          <Anchor
            component={Link}
            to={staff.designation === 'Admin' ? '/admin/calendar' : '/hodpannel/timetable'}
          >
            {staff.designation === 'Admin' ? 'Calendar' : 'Timetable'}
          </Anchor>
          <Anchor component={Link} to={`${base}/completion`}>
            Completion
          </Anchor>
          <Anchor component={Link} to={`${base}/requests`}>
            Leave and OD requests
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}
