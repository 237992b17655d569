import { Checkbox, Group, NativeSelect, Text } from '@mantine/core';
import { HEADER_ROW_SEARCH, type ImportMapping } from '@attendance/domain';
import { useT } from '../../lib/i18n/use-t';

interface Props {
  mapping: ImportMapping;
  together: boolean;
  onSheet(sheet: string): void;
  onTogether(together: boolean): void;
  onHeaderRow(row: number): void;
}

/**
 * Where the rows are read from (issue 54): the sheet (each named with its rows), every sheet of
 * the class together, the header row (the Admin's pick when the one found is wrong), and for a
 * .csv file the encoding and delimiter the server detected.
 */
export function FileReading({ mapping, together, onSheet, onTogether, onHeaderRow }: Props) {
  const t = useT();
  const headed = mapping.sheets.filter((sheet) => sheet.headerRow !== null);
  const known = new Map(mapping.skippedRows.map((row) => [row.row, row.text]));
  known.set(mapping.headerRow, mapping.columns.map((column) => column.header).join(' · '));
  const headerRows = Array.from({ length: HEADER_ROW_SEARCH }, (_, i) => i + 1).map((row) => ({
    value: String(row),
    label: known.has(row)
      ? t('imports.rowText', { row, text: known.get(row)!.slice(0, 60) })
      : t('imports.row', { row }),
  }));
  return (
    <>
      {mapping.csv && (
        <Text size="sm" data-testid="csv-reading">
          {t('imports.csvReading', {
            encoding: mapping.csv.encoding,
            delimiter: mapping.csv.delimiter,
          })}
        </Text>
      )}
      {mapping.sheets.length > 1 && (
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('imports.sheet')}
            value={mapping.sheet}
            onChange={(event) => onSheet(event.currentTarget.value)}
            data={mapping.sheets.map((s) => ({
              value: s.name,
              label:
                s.rows === null
                  ? t('imports.sheetNoHeader', { name: s.name })
                  : t('imports.sheetRows', { name: s.name, count: s.rows }),
            }))}
            w={{ base: '100%', xs: 320 }}
          />
          {headed.length > 1 && (
            <Checkbox
              label={t('imports.together', { count: headed.length })}
              checked={together}
              onChange={(event) => onTogether(event.currentTarget.checked)}
              data-testid="sheets-together"
            />
          )}
        </Group>
      )}
      {together && (
        <Text size="sm" data-testid="sheets-read">
          {t('imports.readTogether', { sheets: mapping.sheetsRead.join(', ') })}
        </Text>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={t('imports.headerRow')}
          description={t('imports.headerRowHelp')}
          value={String(mapping.headerRow)}
          onChange={(event) => onHeaderRow(Number(event.currentTarget.value))}
          data={headerRows}
          w={{ base: '100%', xs: 420 }}
        />
        {mapping.source === 'remembered' && <Text size="sm">{t('imports.remembered')}</Text>}
      </Group>
    </>
  );
}
