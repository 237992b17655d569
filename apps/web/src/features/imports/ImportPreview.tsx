import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { rowRef, type ImportColumn, type ImportReport } from '@attendance/domain';
import classes from './tone.module.css';
import { useT } from '../../lib/i18n/use-t';

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
  const t = useT();
  const statusOf = {
    new: t('imports.status.new'),
    skipped: t('imports.status.skipped'),
    error: t('imports.status.error'),
  };
  const problems = report.errors.length;
  const sheets = report.mapping?.sheets ?? [];
  const refOf = (row: { row: number; sheet?: string }) =>
    rowRef(row.row, row.sheet ? sheets.findIndex((s) => s.name === row.sheet) + 1 : undefined);
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Group gap="xs">
        <Text fw={600} size="sm" className={classes.new}>
          {t('imports.preview.new', { count: report.valid })}
        </Text>
        <Text fw={600} size="sm">
          {t('imports.preview.already', { count: report.skipped })}
        </Text>
        <Text fw={600} size="sm" className={problems ? classes.error : undefined}>
          {t('imports.preview.problems', { count: problems })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('imports.preview.file', { name: report.fileName, count: report.rows.length })}
        </Text>
      </Group>
      {(report.normalised ?? []).length > 0 && (
        <Text size="sm" data-testid="import-normalised">
          {t('imports.preview.tidied', {
            items: report
              .normalised!.map((n) =>
                t('imports.preview.tidiedItem', { column: n.column, count: n.rows, note: n.note }),
              )
              .join('; '),
          })}
        </Text>
      )}
      {report.ignoredColumns.length > 0 && (
        <Text size="sm">
          {t('imports.preview.ignored', { columns: report.ignoredColumns.join(', ') })}
        </Text>
      )}
      {problems > 0 && (
        <Table
          striped
          withTableBorder
          aria-label={t('imports.preview.problemsLabel')}
          data-testid="import-errors"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.preview.row')}</Table.Th>
              <Table.Th>{t('imports.preview.column')}</Table.Th>
              <Table.Th>{t('imports.preview.problem')}</Table.Th>
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
      <ScrollArea
        viewportProps={{
          tabIndex: 0,
          role: 'region',
          'aria-label': t('imports.preview.rowsOfFile'),
        }}
      >
        <Table withTableBorder aria-label={t('imports.preview.rows')} data-testid="import-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.preview.row')}</Table.Th>
              <Table.Th>{t('imports.preview.status')}</Table.Th>
              {onLeaveOut && <Table.Th>{t('imports.import')}</Table.Th>}
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
                    {statusOf[row.status]}
                  </Text>
                </Table.Td>
                {onLeaveOut && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => onLeaveOut(refOf(row))}
                      aria-label={t('imports.preview.leaveOutRow', { place: placeOf(row) })}
                    >
                      {t('imports.preview.leaveOut')}
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
          {t('imports.preview.firstShown', { shown: SHOWN_ROWS, count: report.rows.length })}
        </Text>
      )}
    </Stack>
  );
}
