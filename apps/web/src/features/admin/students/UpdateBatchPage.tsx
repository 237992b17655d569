import { useMemo, useState } from 'react';
import { Button, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { proposePromotion, type YearSemester } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { useStudents } from '../../../lib/queries/students';
import { usePromoteBatch } from './api/student-writes';
import { ConfirmLines } from './components/ConfirmLines';
import { PromotionFields } from './components/PromotionFields';
import { activeBatches, withReason } from './model';
import { useT } from '../../../lib/i18n/use-t';

/** Moves every active student of a batch to a new year and semester. */
export default function UpdateBatchPage() {
  const t = useT();
  const students = useStudents();
  const promote = usePromoteBatch();
  const [batch, setBatch] = useState('');
  // Hand-made changes to the proposal, for the batch and the values they were made against.
  const [override, setOverride] = useState<{ key: string; next: YearSemester } | null>(null);
  const [message, setMessage] = useState({ text: '', error: false });

  const batches = useMemo(() => activeBatches(students.data ?? []), [students.data]);
  const summary = batches.find((candidate) => candidate.batch === batch);
  const current =
    summary?.year && summary.semester
      ? { year: summary.year, semester: summary.semester }
      : undefined;
  const key = `${batch}|${current?.year}|${current?.semester}`;
  const next =
    override?.key === key ? override.next : current && proposePromotion(current.semester);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!summary || !current || !next) {
      setMessage({ text: t('admin.updateBatch.selectBatch'), error: true });
      return;
    }
    setMessage({ text: '', error: false });
    const request = { batch: summary.batch, ...next };
    modals.openConfirmModal({
      title: t('admin.updateBatch.confirmTitle'),
      children: (
        <ConfirmLines
          lines={[
            [t('admin.field.batch'), summary.batch],
            [t('admin.studentsLabel'), String(summary.activeCount)],
            [t('admin.field.year'), `${current.year} → ${next.year}`],
            [t('admin.field.semester'), `${current.semester} → ${next.semester}`],
          ]}
          warning={t('admin.updateBatch.warning')}
        />
      ),
      labels: { confirm: t('admin.updateBatch.title'), cancel: t('common.cancel') },
      onConfirm: () => {
        promote.mutate(request, {
          onSuccess: () => setMessage({ text: t('admin.updateBatch.done'), error: false }),
          onError: (error) =>
            setMessage({ text: withReason(t('admin.updateBatch.failed'), error), error: true }),
        });
      },
    });
  }

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('admin.updateBatch.title')}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={t('admin.field.batch')}
              value={batch}
              onChange={(event) => {
                setBatch(event.currentTarget.value);
                setMessage({ text: '', error: false });
              }}
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
            {current && next && (
              <PromotionFields
                current={current}
                next={next}
                onChange={(value) => setOverride({ key, next: value })}
              />
            )}
            <StatusText text={message.text} error={message.error} />
            <Button type="submit" loading={promote.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('admin.updateBatch.title')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
