import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

const HEADERS = [
  'S No',
  'Subject ID',
  'Subject Code',
  'Subject Name',
  'Batch',
  'Year/Semester',
  'Elective',
  'Actions',
];

/** The Subject List table; on a phone it scrolls sideways inside its own frame. */
export function SubjectTable({ children }: { children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Caption>Subjects of your department and common subjects</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
