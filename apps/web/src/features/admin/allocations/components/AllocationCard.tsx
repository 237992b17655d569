import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useT } from '../../../../lib/i18n/use-t';
import { classLine } from '../../class-line';
import type { AllocatedSubject, StudentAllocations } from '../api/allocations';
import tone from './tone.module.css';

function Staff({ subject }: { subject: AllocatedSubject }) {
  const t = useT();
  return subject.assignedStaff ? (
    <span className={tone.assigned} data-testid="assigned-staff">
      {subject.assignedStaff.staffName}
    </span>
  ) : (
    <span className={tone.unassigned} data-testid="not-assigned">
      {t('admin.allocations.notAssigned')}
    </span>
  );
}

function SubjectTable({ subjects }: { subjects: readonly AllocatedSubject[] }) {
  const t = useT();
  return (
    <Table withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.subjectCode')}</Table.Th>
          <Table.Th scope="col">{t('admin.subjectName')}</Table.Th>
          <Table.Th scope="col">{t('admin.allocations.assignedStaff')}</Table.Th>
          <Table.Th scope="col">{t('admin.common')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subjects.map((subject) => (
          <Table.Tr key={subject.subjectID}>
            <Table.Td>{subject.subjectCode}</Table.Td>
            <Table.Td>{subject.subjectName}</Table.Td>
            <Table.Td>
              <Staff subject={subject} />
            </Table.Td>
            <Table.Td>{subject.isCommon ? t('admin.yes') : t('admin.no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone four columns do not fit beside each other; each subject takes two lines. */
function SubjectLines({ subjects }: { subjects: readonly AllocatedSubject[] }) {
  const t = useT();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {subjects.map((subject) => (
        <li key={subject.subjectID}>
          <Text size="sm" fw={600}>
            {subject.subjectCode} — {subject.subjectName}
          </Text>
          <Text size="sm">
            {t('admin.allocations.assignedStaff')}: <Staff subject={subject} /> ·{' '}
            {t('admin.common')}: {subject.isCommon ? t('admin.yes') : t('admin.no')}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** One student's allocated subjects; staff in green, or 'Not Assigned' in red. */
export function AllocationCard({
  student,
  compact,
}: {
  student: StudentAllocations;
  compact: boolean;
}) {
  const t = useT();
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={`student-${student.studentID}`}
      data-testid={`allocation-card-${student.registerNumber}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={`student-${student.studentID}`}>
            {student.studentName} ({student.registerNumber})
          </Title>
          <Text size="sm" c="dimmed">
            {classLine(t, student)}
          </Text>
        </Group>
        {compact ? (
          <SubjectLines subjects={student.allocatedSubjects} />
        ) : (
          <SubjectTable subjects={student.allocatedSubjects} />
        )}
      </Stack>
    </Card>
  );
}
