import { Button, Table } from '@mantine/core';
import type { StudentDto } from '@attendance/domain';
import { useT } from '../../../../lib/i18n/use-t';
import { choiceLabel } from '../../../../lib/student-choices';

const columns = (t: (key: string) => string) => [
  t('admin.records.sNo'),
  t('admin.field.studentName'),
  t('admin.field.registerNumber'),
  t('admin.records.batchYS'),
  t('admin.field.gender'),
  t('admin.field.studentNumber'),
  t('admin.field.parentNumber'),
  t('admin.field.type'),
  t('admin.records.action'),
];

interface Props {
  students: readonly StudentDto[];
  /** S.No continues across pages. */
  firstNumber: number;
  onEdit: (student: StudentDto) => void;
}

/** One page of active students; on a narrow screen the table scrolls sideways, not the page. */
export function StudentTable({ students, firstNumber, onEdit }: Props) {
  const t = useT();
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
            {columns(t).map((column) => (
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
              <Table.Td>{choiceLabel(t, student.gender)}</Table.Td>
              <Table.Td>{student.studentNumber}</Table.Td>
              <Table.Td>{student.parentNumber}</Table.Td>
              <Table.Td>{choiceLabel(t, student.type)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('admin.editNamed', { name: student.studentName })}
                  onClick={() => onEdit(student)}
                >
                  {t('admin.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
