import { Badge, Box } from '@mantine/core';
import { useStaff } from '../../lib/session';
import { useOutbox } from './use-outbox';
import { useT } from '../../lib/i18n/use-t';

/** The top bar's count of submissions waiting on this phone. */
export default function OutboxBadge() {
  const t = useT();
  const staff = useStaff();
  const entries = useOutbox(staff.staffID);
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  if (waiting === 0) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      tt="none"
      style={{ flexShrink: 0 }}
      role="status"
      data-testid="outbox-waiting"
      data-count={waiting}
      aria-label={t('offline.badgeLabel', { count: waiting })}
    >
      {waiting}
      {/* The word only where the top bar has room; the label says it to screen readers. */}
      <Box component="span" visibleFrom="sm" aria-hidden>
        {' '}
        {t('offline.waiting')}
      </Box>
    </Badge>
  );
}
