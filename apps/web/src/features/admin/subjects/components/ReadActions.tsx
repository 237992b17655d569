import type { Ref } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { Subject } from '../../../../lib/queries/subjects';
import { useT } from '../../../../lib/i18n/use-t';

export interface ReadProps {
  subject: Subject;
  /** The department that manages the subject, when it is not the Admin's own. */
  managedBy?: string;
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete; a common subject of another department is only shown (the server says 403). */
export function ReadActions({ subject, managedBy, editRef, onEdit, onDelete }: ReadProps) {
  const t = useT();
  if (managedBy) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.subjectList.managedBy', { department: managedBy })}
      </Text>
    );
  }
  const label = `${subject.subjectCode} ${subject.subjectName}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        ref={editRef}
        size="xs"
        variant="light"
        onClick={onEdit}
        aria-label={t('admin.editNamed', { name: label })}
      >
        {t('admin.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={onDelete}
        aria-label={t('admin.deleteNamed', { name: label })}
      >
        {t('admin.delete')}
      </Button>
    </Group>
  );
}
