import { Badge, Table } from '@mantine/core';
import { ReadActions, type ReadProps } from './ReadActions';
import { useT } from '../../../../lib/i18n/use-t';

/** One subject of the table as read. */
export function SubjectRow({ index, ...read }: ReadProps & { index: number }) {
  const t = useT();
  const { subject } = read;
  return (
    <Table.Tr data-testid={`subject-row-${subject.subjectID}`}>
      <Table.Td>{index + 1}</Table.Td>
      <Table.Td>{subject.subjectID}</Table.Td>
      <Table.Td>{subject.subjectCode}</Table.Td>
      <Table.Td>
        {subject.subjectName}
        {subject.isCommon && (
          <Badge ml="xs" size="sm" variant="outline" color="gray">
            {t('admin.common')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{subject.batch}</Table.Td>
      <Table.Td>
        {subject.year} / {subject.semester}
      </Table.Td>
      <Table.Td>{subject.isElective ? t('admin.yes') : t('admin.no')}</Table.Td>
      <Table.Td>
        <ReadActions {...read} />
      </Table.Td>
    </Table.Tr>
  );
}
