import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { VOID_REASON_MIN, type SubmittedPeriod } from '@attendance/domain';
import { serverMessage } from '../../../lib/api';
import { useVoidPeriod, type VoidAnswer } from '../api/corrections';
import { StatusText } from '../../../components/StatusText';

interface Props {
  subjectId: number;
  what: string;
  period: SubmittedPeriod;
  onClose: () => void;
  onVoided: (answer: VoidAnswer) => void;
}

/** The confirm dialog of a void: it asks the reason, which the records keep for good. */
export function VoidDialog({ subjectId, what, period, onClose, onVoided }: Props) {
  const [reason, setReason] = useState('');
  const voiding = useVoidPeriod();
  const short = reason.trim().length < VOID_REASON_MIN;

  function confirm() {
    if (short || voiding.isPending) return;
    voiding.mutate(
      { subjectID: subjectId, date: period.date, period: period.period, reason: reason.trim() },
      { onSuccess: onVoided },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Void this period?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {`The ${period.count} records of ${what} on ${period.date}, period ${period.period} will stop counting in views, percentages and reports. They stay in the database, marked void with your name and reason, and the period can then be marked again.`}
        </Text>
        <Textarea
          label="Reason"
          description={`At least ${VOID_REASON_MIN} characters; kept with the records.`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          required
          data-autofocus
        />
        <StatusText
          text={voiding.isError ? serverMessage(voiding.error, 'Failed to void the period') : ''}
          error
          testId="void-error"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={short} loading={voiding.isPending}>
            Void
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
