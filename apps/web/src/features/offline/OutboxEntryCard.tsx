import { Button, Card, Group, Text } from '@mantine/core';
import type { OutboxEntry } from '../../lib/outbox';
import { statusLabels } from '../../lib/i18n/status-labels';
import { useT } from '../../lib/i18n/use-t';
import classes from './OutboxText.module.css';

/** One kept submission: its class, slot and statuses, and why it waits or was not sent. */
export function OutboxEntryCard({
  entry,
  onDismiss,
}: {
  entry: OutboxEntry;
  onDismiss?: () => void;
}) {
  const t = useT();
  const names: Record<string, string> = statusLabels(t);
  const counts = Object.entries(entry.counts)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${names[status] ?? status} ${count}`)
    .join(', ');
  return (
    <Card withBorder padding="sm" data-testid={`outbox-entry-${entry.state}`}>
      <Text fw={600}>
        {entry.subject} · {entry.batch}
      </Text>
      <Text size="sm">{t('offline.slot', { date: entry.date, period: entry.period, counts })}</Text>
      {entry.state === 'waiting' ? (
        <Text size="sm" className={classes.waiting} fw={500} data-testid="outbox-note">
          {t('offline.saved')}
        </Text>
      ) : (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" className={classes.refused} fw={500} data-testid="outbox-note">
            {entry.message}
          </Text>
          <Button size="xs" variant="light" onClick={onDismiss}>
            {t('offline.dismiss')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
