import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { StudentDto } from '@attendance/domain';
import { useInactivateByRegister } from '../api/student-writes';
import { withReason } from '../model';
import { ConfirmLines } from './ConfirmLines';

interface Props {
  students: readonly StudentDto[];
  show: (text: string, error?: boolean) => void;
}

/** One student, found by register number, with a reason. */
export function InactiveByRegisterForm({ students, show }: Props) {
  const [registerNumber, setRegisterNumber] = useState('');
  const [reason, setReason] = useState('');
  const inactivate = useInactivateByRegister();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = { registerNumber: registerNumber.trim(), reason: reason.trim() };
    if (!request.registerNumber || !request.reason) {
      show('⚠ Please enter register number and reason', true);
      return;
    }
    // The name helps the Admin catch a typo before it becomes permanent.
    const known = students.find(
      (student) => student.registerNumber.toUpperCase() === request.registerNumber.toUpperCase(),
    );
    const lines: [string, string][] = [['Register Number', request.registerNumber]];
    if (known) lines.push(['Name', known.studentName], ['Batch', known.batch]);
    lines.push(['Reason', request.reason]);
    modals.openConfirmModal({
      title: 'Mark the student inactive?',
      children: (
        <ConfirmLines
          lines={lines}
          warning="This cannot be undone: an inactive student cannot be restored."
        />
      ),
      labels: { confirm: 'Mark Inactive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        inactivate.mutate(request, {
          onSuccess: () => {
            show(`✅ Student ${request.registerNumber} marked as inactive`);
            setRegisterNumber('');
            setReason('');
          },
          onError: (error) =>
            show(withReason('❌ Error marking student inactive by register number', error), true),
        }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Register Number"
          autoComplete="off"
          value={registerNumber}
          onChange={(event) => setRegisterNumber(event.currentTarget.value)}
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
          Mark Student Inactive
        </Button>
      </Stack>
    </form>
  );
}
