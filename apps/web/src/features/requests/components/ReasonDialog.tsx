import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';

/** The reason a rejection or a withdrawal needs, asked in a dialog. */
export function ReasonDialog({
  title,
  confirm,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  confirm: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Textarea
          label={t('requests.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('requests.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!reason.trim()}
            loading={pending}
            onClick={() => onConfirm(reason.trim())}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
