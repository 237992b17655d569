import { Group, Text, VisuallyHidden } from '@mantine/core';
import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@attendance/domain';
import type { StatusCounts as Counts } from '../marking';

/** P/A/OD/ML/LEAVE counts: above the submit button and in the confirmation. */
export function StatusCounts({ counts, testId }: { counts: Counts; testId: string }) {
  return (
    <Group gap="md" data-testid={testId} wrap="wrap">
      {ATTENDANCE_STATUSES.map((status) => (
        <Text
          key={status}
          size="sm"
          data-testid={`${testId}-${status}`}
          data-count={counts[status]}
          title={ATTENDANCE_STATUS_LABELS[status]}
        >
          <span aria-hidden="true">{status}</span>
          <VisuallyHidden>{ATTENDANCE_STATUS_LABELS[status]}</VisuallyHidden>{' '}
          <Text span fw={700} inherit>
            {counts[status]}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
