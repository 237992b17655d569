import { Button, Table } from '@mantine/core';
import type { StudentDto } from '@attendance/domain';

const COLUMNS = [
  'S.No',
  'Name',
  'Register Number',
  'Batch (Y / S)',
  'Gender',
  'Student Phone',
  'Parent Phone',
  'Type',
  'Action',
] as const;

interface Props {
  students: readonly StudentDto[];
  /** S.No continues across pages. */
  firstNumber: number;
  onEdit: (student: StudentDto) => void;
}

/** One page of active students; on a narrow screen the table scrolls sideways, not the page. */
export function StudentTable({ students, firstNumber, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={880} type="native" data-testid="student-table-scroll">
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student, index) => (
            <Table.Tr key={student.studentID}>
              <Table.Td>{firstNumber + index}</Table.Td>
              <Table.Td>{student.studentName}</Table.Td>
              <Table.Td>{student.registerNumber}</Table.Td>
              <Table.Td>
                {student.batch} ({student.year} / {student.semester})
              </Table.Td>
              <Table.Td>{student.gender}</Table.Td>
              <Table.Td>{student.studentNumber}</Table.Td>
              <Table.Td>{student.parentNumber}</Table.Td>
              <Table.Td>{student.type}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Edit ${student.studentName}`}
                  onClick={() => onEdit(student)}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
