import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { StudentDto } from '@attendance/domain';
import { useInactivateByRegister } from '../api/student-writes';
import { withReason } from '../model';
import { ConfirmLines } from './ConfirmLines';
import { useT } from '../../../../lib/i18n/use-t';

interface Props {
  students: readonly StudentDto[];
  show: (text: string, error?: boolean) => void;
}

/** One student, found by register number, with a reason. */
export function InactiveByRegisterForm({ students, show }: Props) {
  const t = useT();
  const [registerNumber, setRegisterNumber] = useState('');
  const [reason, setReason] = useState('');
  const inactivate = useInactivateByRegister();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = { registerNumber: registerNumber.trim(), reason: reason.trim() };
    if (!request.registerNumber || !request.reason) {
      show(t('admin.inactive.registerMissing'), true);
      return;
    }
    // The name helps the Admin catch a typo before it becomes permanent.
    const known = students.find(
      (student) => student.registerNumber.toUpperCase() === request.registerNumber.toUpperCase(),
    );
    const lines: [string, string][] = [[t('admin.field.registerNumber'), request.registerNumber]];
    if (known) {
      lines.push([t('admin.field.studentName'), known.studentName]);
      lines.push([t('admin.field.batch'), known.batch]);
    }
    lines.push([t('admin.inactive.reason'), request.reason]);
    modals.openConfirmModal({
      title: t('admin.inactive.studentConfirm'),
      children: <ConfirmLines lines={lines} warning={t('admin.inactive.studentWarning')} />,
      labels: { confirm: t('admin.inactive.title'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        inactivate.mutate(request, {
          onSuccess: () => {
            show(t('admin.inactive.studentDone', { register: request.registerNumber }));
            setRegisterNumber('');
            setReason('');
          },
          onError: (error) => show(withReason(t('admin.inactive.studentFailed'), error), true),
        }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('admin.field.registerNumber')}
          autoComplete="off"
          value={registerNumber}
          onChange={(event) => setRegisterNumber(event.currentTarget.value)}
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
          {t('admin.inactive.studentButton')}
        </Button>
      </Stack>
    </form>
  );
}
