import {
  List,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MAX_SEMESTER,
  MAX_YEAR,
  STUDENT_TYPES,
  type ImportColumn,
  type ImportMapping,
} from '@attendance/domain';
import { FileReading } from './FileReading';
import { SetAsideRows } from './SetAsideRows';
import classes from './tone.module.css';
import type { ReadChoice } from './upload-import';
import { useT } from '../../lib/i18n/use-t';
import { choiceLabel } from '../../lib/student-choices';

/** The values a class shares that the screen asks for; the department is always the Admin's. */
export const ASKED_SHARED = ['batch', 'year', 'semester', 'type'] as const;
export type AskedShared = (typeof ASKED_SHARED)[number];

const numbers = (max: number, choose: string) => [
  { value: '', label: choose },
  ...Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
];

interface Props {
  mapping: ImportMapping;
  columns: readonly ImportColumn[];
  choice: ReadChoice;
  onField(index: number, field: string | null): void;
  onSheet(sheet: string): void;
  onShared(field: AskedShared, value: string): void;
  onTogether(together: boolean): void;
  onHeaderRow(row: number): void;
  onTake(row: ImportMapping['setAside'][number]): void;
}

/**
 * How the file is read, before its rows: what is missing first, the sheet, the header row, the
 * title rows and other rows not imported, the values of the class, and each column of the file
 * with the field it imports as.
 */
export function ImportMappingPanel({
  mapping,
  columns,
  choice,
  onField,
  onSheet,
  onShared,
  onTogether,
  onHeaderRow,
  onTake,
}: Props) {
  const t = useT();
  const options = [
    { value: '', label: t('imports.ignore') },
    ...columns.map((c) => ({ value: c.field, label: c.required ? `${c.header} *` : c.header })),
  ];
  const asked = ASKED_SHARED.filter((field) => mapping.sharedFields.includes(field));
  const proposed = (field: AskedShared) =>
    mapping.proposedShared[field] !== undefined &&
    String(mapping.proposedShared[field]) === (choice.shared[field] ?? '');
  const read = t('imports.readFromTitle');
  // The client's choice shows at once; the server's answer redraws the rows after it.
  const fields = choice.columns ?? mapping.columns.map((column) => column.field);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} data-testid="import-mapping">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('imports.columnsTitle')}
        </Title>
        {mapping.message && (
          <Text
            role="alert"
            className={classes.error}
            fw={600}
            size="sm"
            data-testid="mapping-missing"
          >
            {mapping.message}
          </Text>
        )}
        <FileReading
          mapping={mapping}
          together={!!choice.together}
          onSheet={onSheet}
          onTogether={onTogether}
          onHeaderRow={onHeaderRow}
        />
        {mapping.skippedRows.length > 0 && (
          <div data-testid="skipped-rows">
            <Text size="sm" fw={600}>
              {t('imports.titleRowsSkipped')}
            </Text>
            <List size="sm">
              {mapping.skippedRows.map((row) => (
                <List.Item key={row.row}>
                  {t('imports.rowText', { row: row.row, text: row.text })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <SetAsideRows rows={mapping.setAside} onTake={onTake} />
        {asked.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('imports.sameForEvery')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
              {asked.includes('batch') && (
                <TextInput
                  label={t('imports.batch')}
                  placeholder="2024-2028"
                  value={choice.shared.batch ?? ''}
                  onChange={(event) => onShared('batch', event.currentTarget.value)}
                  description={proposed('batch') ? read : undefined}
                />
              )}
              {asked.includes('year') && (
                <NativeSelect
                  label={t('imports.year')}
                  value={choice.shared.year ?? ''}
                  onChange={(event) => onShared('year', event.currentTarget.value)}
                  data={numbers(MAX_YEAR, t('imports.choose'))}
                  description={proposed('year') ? read : undefined}
                />
              )}
              {asked.includes('semester') && (
                <NativeSelect
                  label={t('imports.semester')}
                  value={choice.shared.semester ?? ''}
                  onChange={(event) => onShared('semester', event.currentTarget.value)}
                  data={numbers(MAX_SEMESTER, t('imports.choose'))}
                  description={proposed('semester') ? read : undefined}
                />
              )}
              {asked.includes('type') && (
                <NativeSelect
                  label={t('imports.type')}
                  value={choice.shared.type ?? ''}
                  onChange={(event) => onShared('type', event.currentTarget.value)}
                  data={[
                    { value: '', label: t('imports.choose') },
                    ...STUDENT_TYPES.map((value) => ({ value, label: choiceLabel(t, value) })),
                  ]}
                  description={
                    mapping.proposedShared.type && !choice.shared.type
                      ? t('imports.noTypeColumn', {
                          type: choiceLabel(t, String(mapping.proposedShared.type)),
                        })
                      : undefined
                  }
                  data-testid="shared-type"
                />
              )}
            </SimpleGrid>
          </Stack>
        )}
        <ScrollArea
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('imports.columnsTitle') }}
        >
          <Table
            withTableBorder
            aria-label={t('imports.columnsTitle')}
            data-testid="mapping-columns"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.columnInFile')}</Table.Th>
                <Table.Th>{t('imports.importsAs')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mapping.columns.map((column) => {
                const name = column.header || t('imports.column', { number: column.index + 1 });
                return (
                  <Table.Tr key={column.index}>
                    <Table.Td>
                      {name}
                      {column.hidden && (
                        <Text span size="xs" c="dimmed" data-testid="hidden-column">
                          {' '}
                          {t('imports.hiddenColumn')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('imports.columnImportsAs', { name })}
                        size="xs"
                        value={fields[column.index] ?? ''}
                        onChange={(event) =>
                          onField(column.index, event.currentTarget.value || null)
                        }
                        data={options}
                        miw={150}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Text size="xs" c="dimmed">
          {t('imports.requiredNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
