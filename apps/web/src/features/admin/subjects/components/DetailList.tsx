import { Table } from '@mantine/core';

/** Label and value pairs, as confirm dialogs list what is about to be saved. */
export function DetailList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="confirm-details">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="40%" fw={600}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
