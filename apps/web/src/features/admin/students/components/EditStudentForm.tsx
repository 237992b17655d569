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
import { TIMEOUTS_MS, type StudentDto } from '@attendance/domain';
import { StatusText } from '../../../../components/StatusText';
import { useUpdateStudent } from '../api/student-writes';
import { withReason } from '../model';
import { changedFields, tidy, type FieldChange } from './edit-changes';
import { genderOptions, typeOptions } from '../../../../lib/student-choices';
import { useT } from '../../../../lib/i18n/use-t';

interface Props {
  student: StudentDto;
  onConfirming: (open: boolean) => void;
  onDone: () => void;
}

function ChangeList({ changes }: { changes: FieldChange[] }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <List size="sm" spacing={4} data-testid="changed-fields">
        {changes.map((change) => (
          <List.Item key={change.field}>
            <strong>{change.label}</strong>: {change.from} → {change.to}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('admin.wantUpdate')}</Text>
    </Stack>
  );
}

export function EditStudentForm({ student, onConfirming, onDone }: Props) {
  const t = useT();
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
      setMessage({ text: t('admin.editStudent.noChanges'), error: true });
      return;
    }
    setMessage({ text: '', error: false });
    onConfirming(true);
    modals.openConfirmModal({
      title: t('admin.editStudent.confirmTitle'),
      children: <ChangeList changes={changes} />,
      onConfirm: () => void send(edited),
      onClose: () => onConfirming(false),
    });
  }

  async function send(edited: StudentDto) {
    try {
      await update.mutateAsync(edited);
      setMessage({ text: t('admin.editStudent.done'), error: false });
      setSaved(true);
    } catch (error) {
      setMessage({ text: withReason(t('admin.editStudent.failed'), error), error: true });
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('admin.field.studentName')} data-autofocus {...text('studentName')} />
          <TextInput label={t('admin.field.registerNumber')} {...text('registerNumber')} />
          <TextInput label={t('admin.field.batch')} value={draft.batch} disabled readOnly />
          <TextInput
            label={t('admin.field.department')}
            value={draft.department}
            disabled
            readOnly
          />
          <TextInput label={t('admin.field.year')} value={String(draft.year)} disabled readOnly />
          <TextInput
            label={t('admin.field.semester')}
            value={String(draft.semester)}
            disabled
            readOnly
          />
          <NativeSelect
            label={t('admin.field.gender')}
            data={genderOptions(t)}
            value={draft.gender}
            onChange={(event) => {
              const gender = event.currentTarget.value as StudentDto['gender'];
              setDraft((current) => ({ ...current, gender }));
            }}
          />
          <NativeSelect
            label={t('admin.field.type')}
            data={typeOptions(t)}
            value={draft.type}
            onChange={(event) => {
              const type = event.currentTarget.value as StudentDto['type'];
              setDraft((current) => ({ ...current, type }));
            }}
          />
          <TextInput label={t('admin.field.studentNumber')} type="tel" {...text('studentNumber')} />
          <TextInput label={t('admin.field.parentNumber')} type="tel" {...text('parentNumber')} />
        </SimpleGrid>
        <Text size="sm">{t('admin.editStudent.refresh')}</Text>
        <StatusText text={message.text} error={message.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={saved}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
