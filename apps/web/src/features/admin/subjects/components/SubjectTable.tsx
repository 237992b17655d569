import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useT } from '../../../../lib/i18n/use-t';

const headers = (t: (key: string) => string) => [
  t('admin.subjectList.sNo'),
  t('admin.subjectList.subjectId'),
  t('admin.subjectCode'),
  t('admin.subjectName'),
  t('admin.field.batch'),
  t('admin.subjectList.yearSemester'),
  t('admin.elective'),
  t('admin.subjectList.actions'),
];

/** The Subject List table; on a phone it scrolls sideways inside its own frame. */
export function SubjectTable({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Caption>{t('admin.subjectList.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers(t).map((header) => (
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
