import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { ExcelButton } from '../../../../components/ExcelButton';
import { StatusText } from '../../../../components/StatusText';
import type { BatchSummary } from '../model';
import { useT } from '../../../../lib/i18n/use-t';

interface Props {
  batches: readonly BatchSummary[];
  batch: string;
  onBatch: (batch: string) => void;
  yearSemesters: readonly string[];
  yearSemester: string;
  onYearSemester: (value: string) => void;
  onGeneratePdf: () => void;
  pdfBusy: boolean;
  pdfMessage: string;
}

/** The batch and 'year / semester' dropdowns and Generate PDF. */
export function RecordFilters(props: Props) {
  const { batches, batch, yearSemesters, yearSemester } = props;
  const t = useT();
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('admin.field.batch')}
          w={{ base: '100%', xs: 240 }}
          value={batch}
          onChange={(event) => props.onBatch(event.currentTarget.value)}
          data={[
            { value: '', label: t('admin.selectBatch') },
            ...batches.map((summary) => ({ value: summary.batch, label: summary.batch })),
          ]}
        />
        <NativeSelect
          label={t('admin.records.yearSemester')}
          w={{ base: '100%', xs: 180 }}
          value={yearSemester}
          disabled={!batch}
          onChange={(event) => props.onYearSemester(event.currentTarget.value)}
          data={[
            { value: '', label: t('admin.records.all') },
            ...yearSemesters.map((value) => ({ value, label: value })),
          ]}
        />
        <Button onClick={props.onGeneratePdf} loading={props.pdfBusy}>
          {t('admin.generatePdf')}
        </Button>
        <ExcelButton
          path="/api/reports/students.xlsx"
          query={{
            batch,
            year: yearSemester.split(' / ')[0],
            semester: yearSemester.split(' / ')[1],
          }}
          disabled={!batch}
        />
      </Group>
      <StatusText text={props.pdfMessage} error />
    </Stack>
  );
}
