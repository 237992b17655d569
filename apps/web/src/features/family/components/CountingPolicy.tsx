import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import {
  COUNTABLE_STATUSES,
  DEFAULT_COUNTING_POLICY,
  type CountableStatus,
} from '@attendance/domain';
import { serverMessage } from '../../../lib/api';
import { statusLabels } from '../../../lib/i18n/status-labels';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const labels = statusLabels(t);
  const policy = useCountingPolicy();
  const save = useSetCountingPolicy();
  // The saved policy until the Admin changes a box.
  const [edited, setChosen] = useState<CountableStatus[] | null>(null);
  const chosen = edited ?? policy.data?.statuses ?? DEFAULT_COUNTING_POLICY;

  return (
    <Stack gap="xs" component="section" aria-labelledby="counting-policy">
      <Title order={2} size="h3" id="counting-policy">
        {t('family.policy.title')}
      </Title>
      <Text size="sm">{t('family.policy.about')}</Text>
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
              label={`${labels[status]} (${status})`}
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
                onError: (error) =>
                  onMessage(serverMessage(error, t('family.policy.notSaved')), true),
              },
            )
          }
        >
          {t('family.policy.save')}
        </Button>
      </Group>
    </Stack>
  );
}
