import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { rowRef, type ImportColumn, type ImportReport } from '@attendance/domain';
import classes from './tone.module.css';

const SHOWN_ROWS = 200;
const TONE = { new: classes.new, skipped: undefined, error: classes.error } as const;

/** Where a row is: its number, after its sheet when sheets are read together. */
const placeOf = (row: { row: number; sheet?: string }) =>
  row.sheet ? `${row.sheet} · ${row.row}` : String(row.row);

/**
 * The problems first (row, column, message), then the rows as they will be saved; each row can
 * be left out of the import (`onLeaveOut`, issue 54).
 */
export function ImportPreview(props: {
  report: ImportReport;
  columns: readonly ImportColumn[];
  onLeaveOut?: (ref: string) => void;
}) {
  const { report, columns, onLeaveOut } = props;
  const problems = report.errors.length;
  const sheets = report.mapping?.sheets ?? [];
  const refOf = (row: { row: number; sheet?: string }) =>
    rowRef(row.row, row.sheet ? sheets.findIndex((s) => s.name === row.sheet) + 1 : undefined);
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Group gap="xs">
        <Text fw={600} size="sm" className={classes.new}>{`${report.valid} new`}</Text>
        <Text fw={600} size="sm">{`${report.skipped} already there`}</Text>
        <Text fw={600} size="sm" className={problems ? classes.error : undefined}>
          {`${problems} problem${problems === 1 ? '' : 's'}`}
        </Text>
        <Text size="sm" c="dimmed">
          {report.fileName} · {report.rows.length} rows
        </Text>
      </Group>
      {(report.normalised ?? []).length > 0 && (
        <Text size="sm" data-testid="import-normalised">
          Tidied:{' '}
          {report
            .normalised!.map(
              (n) => `${n.column}, ${n.rows} row${n.rows === 1 ? '' : 's'} ${n.note}`,
            )
            .join('; ')}
          .
        </Text>
      )}
      {report.ignoredColumns.length > 0 && (
        <Text size="sm">Ignored columns: {report.ignoredColumns.join(', ')}</Text>
      )}
      {problems > 0 && (
        <Table striped withTableBorder aria-label="Problems" data-testid="import-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.errors.map((error, index) => (
              <Table.Tr key={index}>
                <Table.Td>{placeOf(error)}</Table.Td>
                <Table.Td>{error.column}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Rows of the file' }}>
        <Table withTableBorder aria-label="Rows" data-testid="import-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Status</Table.Th>
              {onLeaveOut && <Table.Th>Import</Table.Th>}
              {columns.map((column) => (
                <Table.Th key={column.field}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.slice(0, SHOWN_ROWS).map((row) => (
              <Table.Tr key={refOf(row)}>
                <Table.Td>{placeOf(row)}</Table.Td>
                <Table.Td>
                  <Text className={TONE[row.status]} fw={600} size="sm">
                    {row.status}
                  </Text>
                </Table.Td>
                {onLeaveOut && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => onLeaveOut(refOf(row))}
                      aria-label={`Leave out row ${placeOf(row)}`}
                    >
                      Leave out
                    </Button>
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.field}>{String(row.values[column.field] ?? '')}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {report.rows.length > SHOWN_ROWS && (
        <Text size="sm" c="dimmed">
          The first {SHOWN_ROWS} of {report.rows.length} rows are shown.
        </Text>
      )}
    </Stack>
  );
}
