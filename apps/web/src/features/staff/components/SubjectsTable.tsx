import { Link } from 'react-router';
import { Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { viewAttendancePath, type AllocatedSubject } from '../api/attendance';
import { COMMON_DEPARTMENT, sameDepartment } from '@attendance/domain';

interface Props {
  subjects: readonly AllocatedSubject[];
  markingId: number | null;
  onMark: (subject: AllocatedSubject) => void;
}

function LockState({ open }: { open: boolean }) {
  return (
    <Badge
      variant="default"
      style={{ flexShrink: 0 }}
      data-testid="lock-state"
      leftSection={
        <Box
          w={8}
          h={8}
          style={{ borderRadius: '50%' }}
          bg={open ? 'green.7' : 'red.7'}
          aria-hidden="true"
        />
      }
    >
      {open ? 'Active' : 'Locked'}
    </Badge>
  );
}

function Actions({ subject, onMark }: { subject: AllocatedSubject; onMark: Props['onMark'] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        onClick={() => onMark(subject)}
        aria-label={`Mark attendance for ${subject.subjectCode}`}
        data-mark-subject={subject.id}
      >
        Mark
      </Button>
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={viewAttendancePath(subject)}
        aria-label={`View attendance of ${subject.subjectCode}`}
      >
        View
      </Button>
    </Group>
  );
}

const yearSemester = (s: AllocatedSubject) => `${s.year} / ${s.semester}`;

/** A common subject's department is stored as 'all'; people read it as 'Common'. */
const departmentLabel = (department: string) =>
  sameDepartment(department, COMMON_DEPARTMENT) ? 'Common' : department;

/**
 * Spec section 2: the allocated subjects with Mark and View. A table from tablet width up; on a
 * phone one card per subject, so Mark is reachable without scrolling sideways.
 */
export function SubjectsTable({ subjects, markingId, onMark }: Props) {
  return (
    <>
      <Box visibleFrom="sm" data-testid="subjects-table">
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>S No</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Batch</Table.Th>
              <Table.Th>Year/Semester</Table.Th>
              <Table.Th>Department</Table.Th>
              <Table.Th>Assigned By</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subjects.map((subject, index) => (
              <Table.Tr
                key={subject.id}
                aria-current={subject.id === markingId ? 'true' : undefined}
                data-testid="subject-row"
              >
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {subject.subjectCode} – {subject.subject.subjectName}
                </Table.Td>
                <Table.Td>{subject.batch}</Table.Td>
                <Table.Td>{yearSemester(subject)}</Table.Td>
                <Table.Td>{departmentLabel(subject.department)}</Table.Td>
                <Table.Td>{subject.assignedBy}</Table.Td>
                <Table.Td>
                  <LockState open={subject.status} />
                </Table.Td>
                <Table.Td>
                  <Actions subject={subject} onMark={onMark} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="xs" data-testid="subjects-cards">
        {subjects.map((subject, index) => (
          <Card key={subject.id} withBorder padding="sm" data-testid="subject-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>
                {index + 1}. {subject.subjectCode} – {subject.subject.subjectName}
              </Text>
              <LockState open={subject.status} />
            </Group>
            <Text size="sm">
              Batch {subject.batch} · Year/Semester {yearSemester(subject)} ·{' '}
              {departmentLabel(subject.department)}
            </Text>
            <Text size="sm" mb="xs">
              Assigned by {subject.assignedBy}
            </Text>
            <Actions subject={subject} onMark={onMark} />
          </Card>
        ))}
      </Stack>
    </>
  );
}
