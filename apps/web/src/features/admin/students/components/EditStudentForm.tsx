import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { GENDERS, STUDENT_TYPES, TIMEOUTS_MS, type StudentDto } from '@attendance/domain';
import { StatusText } from '../../../../components/StatusText';
import { useUpdateStudent } from '../api/student-writes';
import { withReason } from '../model';
import { changedFields, tidy, type FieldChange } from './edit-changes';

interface Props {
  student: StudentDto;
  onConfirming: (open: boolean) => void;
  onDone: () => void;
}

function ChangeList({ changes }: { changes: FieldChange[] }) {
  return (
    <Stack gap="xs">
      <List size="sm" spacing={4} data-testid="changed-fields">
        {changes.map((change) => (
          <List.Item key={change.field}>
            <strong>{change.label}</strong>: {change.from} → {change.to}
          </List.Item>
        ))}
      </List>
      <Text size="sm">Do you want to update?</Text>
    </Stack>
  );
}

export function EditStudentForm({ student, onConfirming, onDone }: Props) {
  const [draft, setDraft] = useState(student);
  const [message, setMessage] = useState({ text: '', error: false });
  const [saved, setSaved] = useState(false);
  const update = useUpdateStudent();

  // The list refetches while the success message shows; a new onDone must not restart the clock.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => done.current(), TIMEOUTS_MS.editModalClose);
    return () => clearTimeout(timer);
  }, [saved]);

  const text = (field: 'studentName' | 'registerNumber' | 'studentNumber' | 'parentNumber') => ({
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    const edited = tidy(draft);
    const changes = changedFields(student, edited);
    if (changes.length === 0) {
      setMessage({ text: 'No changes detected for this student.', error: true });
      return;
    }
    setMessage({ text: '', error: false });
    onConfirming(true);
    modals.openConfirmModal({
      title: 'Confirm student update',
      children: <ChangeList changes={changes} />,
      onConfirm: () => void send(edited),
      onClose: () => onConfirming(false),
    });
  }

  async function send(edited: StudentDto) {
    try {
      await update.mutateAsync(edited);
      setMessage({ text: 'Student updated successfully!', error: false });
      setSaved(true);
    } catch (error) {
      setMessage({ text: withReason('Failed to update student.', error), error: true });
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" data-autofocus {...text('studentName')} />
          <TextInput label="Register Number" {...text('registerNumber')} />
          <TextInput label="Batch" value={draft.batch} disabled readOnly />
          <TextInput label="Department" value={draft.department} disabled readOnly />
          <TextInput label="Year" value={String(draft.year)} disabled readOnly />
          <TextInput label="Semester" value={String(draft.semester)} disabled readOnly />
          <NativeSelect
            label="Gender"
            data={[...GENDERS]}
            value={draft.gender}
            onChange={(event) => {
              const gender = event.currentTarget.value as StudentDto['gender'];
              setDraft((current) => ({ ...current, gender }));
            }}
          />
          <NativeSelect
            label="Type"
            data={[...STUDENT_TYPES]}
            value={draft.type}
            onChange={(event) => {
              const type = event.currentTarget.value as StudentDto['type'];
              setDraft((current) => ({ ...current, type }));
            }}
          />
          <TextInput label="Student Phone" type="tel" {...text('studentNumber')} />
          <TextInput label="Parent Phone" type="tel" {...text('parentNumber')} />
        </SimpleGrid>
        <Text size="sm">After updating, refresh the page to see the latest records.</Text>
        <StatusText text={message.text} error={message.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={saved}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
