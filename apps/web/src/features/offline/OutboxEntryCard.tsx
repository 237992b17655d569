import { Button, Card, Group, Text } from '@mantine/core';
import { SAVED_OFFLINE, type OutboxEntry } from '../../lib/outbox';
import classes from './OutboxText.module.css';

const STATUS_NAMES: Record<string, string> = {
  P: 'Present',
  A: 'Absent',
  OD: 'On Duty',
  ML: 'Medical Leave',
  LEAVE: 'Leave',
};

/** One kept submission: its class, slot and statuses, and why it waits or was not sent. */
export function OutboxEntryCard({
  entry,
  onDismiss,
}: {
  entry: OutboxEntry;
  onDismiss?: () => void;
}) {
  const counts = Object.entries(entry.counts)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${STATUS_NAMES[status] ?? status} ${count}`)
    .join(', ');
  return (
    <Card withBorder padding="sm" data-testid={`outbox-entry-${entry.state}`}>
      <Text fw={600}>
        {entry.subject} · {entry.batch}
      </Text>
      <Text size="sm">
        {entry.date}, period {entry.period} · {counts}
      </Text>
      {entry.state === 'waiting' ? (
        <Text size="sm" className={classes.waiting} fw={500} data-testid="outbox-note">
          {SAVED_OFFLINE}
        </Text>
      ) : (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" className={classes.refused} fw={500} data-testid="outbox-note">
            {entry.message}
          </Text>
          <Button size="xs" variant="light" onClick={onDismiss}>
            Dismiss
          </Button>
        </Group>
      )}
    </Card>
  );
}
