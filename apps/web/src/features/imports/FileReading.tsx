import { Checkbox, Group, NativeSelect, Text } from '@mantine/core';
import { HEADER_ROW_SEARCH, type ImportMapping } from '@attendance/domain';

const DELIMITER_NAMES = { comma: 'commas', semicolon: 'semicolons', tab: 'tabs' } as const;

interface Props {
  mapping: ImportMapping;
  together: boolean;
  onSheet(sheet: string): void;
  onTogether(together: boolean): void;
  onHeaderRow(row: number): void;
}

const rowsOf = (count: number | null) =>
  count === null ? 'no header row found' : `${count} row${count === 1 ? '' : 's'}`;

/**
 * Where the rows are read from (issue 54): the sheet (each named with its rows), every sheet of
 * the class together, the header row (the Admin's pick when the one found is wrong), and for a
 * .csv file the encoding and delimiter the server detected.
 */
export function FileReading({ mapping, together, onSheet, onTogether, onHeaderRow }: Props) {
  const headed = mapping.sheets.filter((sheet) => sheet.headerRow !== null);
  const known = new Map(mapping.skippedRows.map((row) => [row.row, row.text]));
  known.set(mapping.headerRow, mapping.columns.map((column) => column.header).join(' · '));
  const headerRows = Array.from({ length: HEADER_ROW_SEARCH }, (_, i) => i + 1).map((row) => ({
    value: String(row),
    label: known.has(row) ? `Row ${row}: ${known.get(row)!.slice(0, 60)}` : `Row ${row}`,
  }));
  return (
    <>
      {mapping.csv && (
        <Text size="sm" data-testid="csv-reading">
          Read as {mapping.csv.encoding} text, cells separated by{' '}
          {DELIMITER_NAMES[mapping.csv.delimiter]}.
        </Text>
      )}
      {mapping.sheets.length > 1 && (
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Sheet"
            value={mapping.sheet}
            onChange={(event) => onSheet(event.currentTarget.value)}
            data={mapping.sheets.map((s) => ({
              value: s.name,
              label: `${s.name} (${rowsOf(s.rows)})`,
            }))}
            w={{ base: '100%', xs: 320 }}
          />
          {headed.length > 1 && (
            <Checkbox
              label={`Import every sheet with these columns together (${headed.length} sheets have a header row)`}
              checked={together}
              onChange={(event) => onTogether(event.currentTarget.checked)}
              data-testid="sheets-together"
            />
          )}
        </Group>
      )}
      {together && (
        <Text size="sm" data-testid="sheets-read">
          Sheets read together, in one import: {mapping.sheetsRead.join(', ')}
        </Text>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label="Header row"
          description="Pick the row that names the columns if this one is wrong"
          value={String(mapping.headerRow)}
          onChange={(event) => onHeaderRow(Number(event.currentTarget.value))}
          data={headerRows}
          w={{ base: '100%', xs: 420 }}
        />
        {mapping.source === 'remembered' && (
          <Text size="sm">Mapped as your last import of a file with these columns</Text>
        )}
      </Group>
    </>
  );
}
