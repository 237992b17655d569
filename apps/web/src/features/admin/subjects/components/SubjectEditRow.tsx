import { Stack, Table } from '@mantine/core';
import { editFields, type EditProps } from './EditFields';

interface Props extends EditProps {
  index: number;
  subjectID: number;
}

/** A subject row of the table in edit mode. */
export function SubjectEditRow({ index, subjectID, ...edit }: Props) {
  const field = editFields(edit, false);
  return (
    <>
      <Table.Tr data-testid={`subject-row-${subjectID}`} data-editing="true">
        <Table.Td>{index + 1}</Table.Td>
        <Table.Td>{subjectID}</Table.Td>
        <Table.Td>{field.code}</Table.Td>
        <Table.Td>{field.name}</Table.Td>
        <Table.Td>{field.batch}</Table.Td>
        <Table.Td>
          <Stack gap={4}>
            {field.year}
            {field.semester}
          </Stack>
        </Table.Td>
        <Table.Td>{field.elective}</Table.Td>
        <Table.Td>{field.actions}</Table.Td>
      </Table.Tr>
      {edit.message.text && (
        <Table.Tr>
          <Table.Td colSpan={8}>{field.message}</Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
