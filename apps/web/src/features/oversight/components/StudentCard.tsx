import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';
import { classLabel } from '../filters';
import { useT } from '../../../lib/i18n/use-t';

interface Who {
  registerNumber: string;
  studentName: string;
  batch: string;
  year: number;
  semester: number;
  parentNumber: string;
}

/** One listed student: name, register number, class and the parent phone to call. */
export function StudentCard({
  student,
  aside,
  children,
}: {
  student: Who;
  aside: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Paper withBorder p="md" data-testid="oversight-student">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h5">
          {student.studentName} ({student.registerNumber})
        </Title>
        {aside}
      </Group>
      <Text size="sm">
        {classLabel(student)} · {t('oversight.parentPhone')}{' '}
        <a href={`tel:${student.parentNumber.replace(/[^+\d]/g, '')}`}>{student.parentNumber}</a>
      </Text>
      {children}
    </Paper>
  );
}
