import { useState } from 'react';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useInactivateBatch } from '../api/student-writes';
import { withReason, type BatchSummary } from '../model';
import { ConfirmLines } from './ConfirmLines';
import { useT } from '../../../../lib/i18n/use-t';

interface Props {
  batches: readonly BatchSummary[];
  show: (text: string, error?: boolean) => void;
}

/** Every active student of one batch, with one reason. */
export function InactiveByBatchForm({ batches, show }: Props) {
  const t = useT();
  const [batch, setBatch] = useState('');
  const [reason, setReason] = useState('');
  const inactivate = useInactivateBatch();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const summary = batches.find((candidate) => candidate.batch === batch);
    if (!summary || !reason.trim()) {
      show(t('admin.inactive.batchMissing'), true);
      return;
    }
    const request = { batch: summary.batch, reason: reason.trim() };
    modals.openConfirmModal({
      title: t('admin.inactive.batchConfirm'),
      children: (
        <ConfirmLines
          lines={[
            [t('admin.field.batch'), request.batch],
            [t('admin.studentsLabel'), String(summary.activeCount)],
            [t('admin.inactive.reason'), request.reason],
          ]}
          warning={t('admin.inactive.batchWarning')}
        />
      ),
      labels: { confirm: t('admin.inactive.title'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        inactivate.mutate(request, {
          onSuccess: () => {
            show(t('admin.inactive.batchDone', { batch: request.batch }));
            setBatch('');
            setReason('');
          },
          onError: (error) => show(withReason(t('admin.inactive.batchFailed'), error), true),
        }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t('admin.field.batch')}
          value={batch}
          onChange={(event) => setBatch(event.currentTarget.value)}
          data={[
            { value: '', label: t('admin.selectBatch') },
            ...batches.map((candidate) => ({
              value: candidate.batch,
              label: t('admin.batchOption', {
                batch: candidate.batch,
                count: candidate.activeCount,
              }),
            })),
          ]}
        />
        <Textarea
          label={t('admin.inactive.reason')}
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
          {t('admin.inactive.batchButton')}
        </Button>
      </Stack>
    </form>
  );
}
