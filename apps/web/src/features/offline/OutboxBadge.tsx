import { Badge } from '@mantine/core';
import { useStaff } from '../../app/session';
import { useOutbox } from './useOutbox';

/** The top bar's count of submissions waiting on this phone. */
export default function OutboxBadge() {
  const staff = useStaff();
  const entries = useOutbox(staff.staffID);
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  if (waiting === 0) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      data-testid="outbox-waiting"
      data-count={waiting}
      aria-label={`${waiting} ${waiting === 1 ? 'submission' : 'submissions'} waiting to send`}
    >
      {waiting} waiting
    </Badge>
  );
}
