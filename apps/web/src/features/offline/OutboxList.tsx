import { Stack, Text, Title } from '@mantine/core';
import { useStaff } from '../../lib/session';
import { dismiss } from '../../lib/outbox';
import { OutboxEntryCard } from './OutboxEntryCard';
import classes from './OutboxText.module.css';
import { useOutbox, useOutboxSender } from './use-outbox';
import { useT } from '../../lib/i18n/use-t';

/**
 * Above the teacher's screens: the submissions still on this phone. Waiting ones go by
 * themselves (this list drives their sending); refused ones stay with the server's words until
 * the teacher dismisses them.
 */
export default function OutboxList() {
  const t = useT();
  const staff = useStaff();
  const entries = useOutbox(staff.staffID);
  const waiting = entries.filter((entry) => entry.state === 'waiting');
  const refused = entries.filter((entry) => entry.state === 'refused');
  const report = useOutboxSender(staff.staffID, waiting.length);
  if (entries.length === 0 && !report) return null;
  return (
    <Stack gap="xs" mb="md">
      {report && (
        <Text size="sm" className={classes.sent} fw={500} role="status" data-testid="outbox-report">
          {report}
        </Text>
      )}
      {waiting.length > 0 && (
        <section aria-labelledby="outbox-waiting-title">
          <Title order={2} size="h5" id="outbox-waiting-title" mb={4}>
            {t('offline.waitingTitle')}
          </Title>
          <Stack gap={6}>
            {waiting.map((entry) => (
              <OutboxEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="outbox-refused-title" data-testid="not-sent">
          <Title order={2} size="h5" id="outbox-refused-title" mb={4}>
            {t('offline.notSent')}
          </Title>
          <Stack gap={6}>
            {refused.map((entry) => (
              <OutboxEntryCard
                key={entry.id}
                entry={entry}
                onDismiss={() => void dismiss(entry.id!)}
              />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
