import { useState } from 'react';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useInactivateBatch } from '../api/student-writes';
import { withReason, type BatchSummary } from '../model';
import { ConfirmLines } from './ConfirmLines';
import { countOf } from '../../../../lib/plural';

interface Props {
  batches: readonly BatchSummary[];
  show: (text: string, error?: boolean) => void;
}

/** Every active student of one batch, with one reason. */
export function InactiveByBatchForm({ batches, show }: Props) {
  const [batch, setBatch] = useState('');
  const [reason, setReason] = useState('');
  const inactivate = useInactivateBatch();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const summary = batches.find((candidate) => candidate.batch === batch);
    if (!summary || !reason.trim()) {
      show('⚠ Please select a batch and enter a reason', true);
      return;
    }
    const request = { batch: summary.batch, reason: reason.trim() };
    modals.openConfirmModal({
      title: 'Mark the batch inactive?',
      children: (
        <ConfirmLines
          lines={[
            ['Batch', request.batch],
            ['Students', String(summary.activeCount)],
            ['Reason', request.reason],
          ]}
          warning="This cannot be undone: inactive students cannot be restored."
        />
      ),
      labels: { confirm: 'Mark Inactive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        inactivate.mutate(request, {
          onSuccess: () => {
            show(`✅ Students in batch ${request.batch} marked as inactive`);
            setBatch('');
            setReason('');
          },
          onError: (error) =>
            show(withReason('❌ Error marking students inactive by batch', error), true),
        }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label="Batch"
          value={batch}
          onChange={(event) => setBatch(event.currentTarget.value)}
          data={[
            { value: '', label: 'Select Batch' },
            ...batches.map((candidate) => ({
              value: candidate.batch,
              label: `${candidate.batch} (${countOf(candidate.activeCount, 'student')})`,
            })),
          ]}
        />
        <Textarea
          label="Reason"
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button
          type="submit"
          color="red"
          loading={inactivate.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Mark Batch Inactive
        </Button>
      </Stack>
    </form>
  );
}
