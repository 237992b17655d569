import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import {
  ATTENDANCE_STATUS_LABELS,
  COUNTABLE_STATUSES,
  DEFAULT_COUNTING_POLICY,
  type CountableStatus,
} from '@attendance/domain';
import { serverMessage } from '../../../lib/api';
import { useCountingPolicy, useSetCountingPolicy } from '../api';

/**
 * The department's counting policy (issue 50): which statuses count as attended in the
 * shortage list, the cumulative report and the students' and parents' pages. Present always.
 */
export function CountingPolicy({
  onMessage,
}: {
  onMessage: (text: string, error: boolean) => void;
}) {
  const policy = useCountingPolicy();
  const save = useSetCountingPolicy();
  // The saved policy until the Admin changes a box.
  const [edited, setChosen] = useState<CountableStatus[] | null>(null);
  const chosen = edited ?? policy.data?.statuses ?? DEFAULT_COUNTING_POLICY;

  return (
    <Stack gap="xs" component="section" aria-labelledby="counting-policy">
      <Title order={2} size="h3" id="counting-policy">
        What counts as attended
      </Title>
      <Text size="sm">
        For the shortage list, the cumulative report and the students’ and parents’ pages. Absent
        never counts.
      </Text>
      <Checkbox.Group
        aria-labelledby="counting-policy"
        value={[...chosen]}
        onChange={(value) => setChosen(value as CountableStatus[])}
      >
        <Group gap="md">
          {COUNTABLE_STATUSES.map((status) => (
            <Checkbox
              key={status}
              value={status}
              disabled={status === 'P'}
              label={`${ATTENDANCE_STATUS_LABELS[status]} (${status})`}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Group>
        <Button
          variant="default"
          loading={save.isPending}
          disabled={policy.isPending}
          onClick={() =>
            save.mutate(
              COUNTABLE_STATUSES.filter((s) => s === 'P' || chosen.includes(s)),
              {
                onSuccess: (answer) => onMessage(answer.message, false),
                onError: (error) => onMessage(serverMessage(error, 'Not saved.'), true),
              },
            )
          }
        >
          Save what counts
        </Button>
      </Group>
    </Stack>
  );
}
