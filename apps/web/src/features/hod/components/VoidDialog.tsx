import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { VOID_REASON_MIN, type SubmittedPeriod } from '@attendance/domain';
import { serverMessage } from '../../../lib/api';
import { useVoidPeriod, type VoidAnswer } from '../api/corrections';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  subjectId: number;
  what: string;
  period: SubmittedPeriod;
  onClose: () => void;
  onVoided: (answer: VoidAnswer) => void;
}

/** The confirm dialog of a void: it asks the reason, which the records keep for good. */
export function VoidDialog({ subjectId, what, period, onClose, onVoided }: Props) {
  const t = useT();
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
      title={t('hod.void.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('hod.void.text', {
            count: period.count,
            what,
            date: period.date,
            period: period.period,
          })}
        </Text>
        <Textarea
          label={t('hod.void.reason')}
          description={t('hod.void.reasonHelp', { min: VOID_REASON_MIN })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          required
          data-autofocus
        />
        <StatusText
          text={voiding.isError ? serverMessage(voiding.error, t('hod.void.failed')) : ''}
          error
          testId="void-error"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} disabled={short} loading={voiding.isPending}>
            {t('hod.void.void')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
