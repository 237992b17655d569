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
import { countOf } from '../../../lib/plural';

/** Moves every active student of a batch to a new year and semester. */
export default function UpdateBatchPage() {
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
      setMessage({ text: 'Please select a batch', error: true });
      return;
    }
    setMessage({ text: '', error: false });
    const request = { batch: summary.batch, ...next };
    modals.openConfirmModal({
      title: 'Confirm batch update',
      children: (
        <ConfirmLines
          lines={[
            ['Batch', summary.batch],
            ['Students', String(summary.activeCount)],
            ['Year', `${current.year} → ${next.year}`],
            ['Semester', `${current.semester} → ${next.semester}`],
          ]}
          warning="This change cannot be undone."
        />
      ),
      labels: { confirm: 'Update Batch', cancel: 'Cancel' },
      onConfirm: () => {
        promote.mutate(request, {
          onSuccess: () => setMessage({ text: '✅ Batch updated successfully!', error: false }),
          onError: (error) =>
            setMessage({ text: withReason('❌ Error updating batch', error), error: true }),
        });
      },
    });
  }

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        Update Batch
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label="Batch"
              value={batch}
              onChange={(event) => {
                setBatch(event.currentTarget.value);
                setMessage({ text: '', error: false });
              }}
              data={[
                { value: '', label: 'Select Batch' },
                ...batches.map((candidate) => ({
                  value: candidate.batch,
                  label: `${candidate.batch} (${countOf(candidate.activeCount, 'student')})`,
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
              Update Batch
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
