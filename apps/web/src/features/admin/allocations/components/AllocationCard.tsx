import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ordinal } from '@attendance/domain';
import type { AllocatedSubject, StudentAllocations } from '../api/allocations';
import tone from './tone.module.css';

function Staff({ subject }: { subject: AllocatedSubject }) {
  return subject.assignedStaff ? (
    <span className={tone.assigned} data-testid="assigned-staff">
      {subject.assignedStaff.staffName}
    </span>
  ) : (
    <span className={tone.unassigned} data-testid="not-assigned">
      Not Assigned
    </span>
  );
}

function SubjectTable({ subjects }: { subjects: readonly AllocatedSubject[] }) {
  return (
    <Table withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Subject Code</Table.Th>
          <Table.Th scope="col">Subject Name</Table.Th>
          <Table.Th scope="col">Assigned Staff</Table.Th>
          <Table.Th scope="col">Common</Table.Th>
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
            <Table.Td>{subject.isCommon ? 'Yes' : 'No'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone four columns do not fit beside each other; each subject takes two lines. */
function SubjectLines({ subjects }: { subjects: readonly AllocatedSubject[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {subjects.map((subject) => (
        <li key={subject.subjectID}>
          <Text size="sm" fw={600}>
            {subject.subjectCode} — {subject.subjectName}
          </Text>
          <Text size="sm">
            Assigned Staff: <Staff subject={subject} /> · Common: {subject.isCommon ? 'Yes' : 'No'}
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
            {student.batch} · {ordinal(student.year)} Year · {ordinal(student.semester)} Semester
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
