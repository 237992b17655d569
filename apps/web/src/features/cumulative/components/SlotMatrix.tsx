import { Stack, Table, Text, Title } from '@mantine/core';
import { ATTENDANCE_STATUS_LABELS, statusCell, type AttendanceStatus } from '@attendance/domain';
import type { Slot } from '../slots';

function statusLabel(status: string): string {
  return ATTENDANCE_STATUS_LABELS[status as AttendanceStatus] ?? status;
}

/** The students of one subject in one period with their status letters. */
export function SlotMatrix({ slot }: { slot: Slot }) {
  const present = slot.students.filter((s) => s.status === 'P').length;
  return (
    <Stack
      component="section"
      gap={4}
      aria-labelledby={`${slot.id}-heading`}
      data-testid="slot-matrix"
    >
      {/* Focusable from the chips, so a keyboard user lands on the matrix they chose. */}
      <Title order={2} size="h4" id={`${slot.id}-heading`} tabIndex={-1}>
        {slot.subjectCode} – {slot.subjectName} · Period {slot.period}
      </Title>
      <Text size="xs">
        Batch {slot.batch} · Year {slot.year} · Semester {slot.semester} · Present {present} of{' '}
        {slot.students.length}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Register Number</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slot.students.map((s) => (
              <Table.Tr key={s.registerNumber}>
                <Table.Td>{s.registerNumber}</Table.Td>
                <Table.Td>{s.studentName}</Table.Td>
                <Table.Td fw={700}>
                  <abbr
                    title={s.correction ?? statusLabel(s.status)}
                    style={{ textDecoration: 'none' }}
                  >
                    {statusCell(s)}
                  </abbr>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
