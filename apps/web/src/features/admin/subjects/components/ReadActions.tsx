import type { Ref } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { Subject } from '../../../../lib/queries/subjects';

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
  if (managedBy) {
    return (
      <Text size="sm" c="dimmed">
        Managed by {managedBy}
      </Text>
    );
  }
  const label = `${subject.subjectCode} ${subject.subjectName}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button ref={editRef} size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={onDelete}
        aria-label={`Delete ${label}`}
      >
        Delete
      </Button>
    </Group>
  );
}
