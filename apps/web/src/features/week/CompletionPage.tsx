import { useState } from 'react';
import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { campusToday, shiftDate } from '@attendance/domain';
import { serverMessage } from '../../lib/api';
import { useCampus } from '../../lib/use-campus';
import { useT } from '../../lib/i18n/use-t';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { useCompletion } from './api/timetable';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { ReportPdfButton } from '../../components/ReportPdfButton';
import { useStaff } from '../../lib/session';
import { StaffWeekDownloads } from './components/StaffWeekDownloads';

/** HOD and Admin: per staff member, the timetabled periods of a range and how they were marked. */
export default function CompletionPage() {
  const t = useT();
  const campus = useCampus();
  const today = campusToday(new Date(), campus.data?.timezone ?? 'UTC');
  const [from, setFrom] = useState(() => shiftDate(today, -6));
  const [to, setTo] = useState(today);
  const [range, setRange] = useState({ from: shiftDate(today, -6), to: today });
  const report = useCompletion(range);
  const data = report.data;
  const isHod = useStaff().designation === 'HOD';

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title={t('week.completion.title')} />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('week.completion.from')}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('week.completion.to')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button onClick={() => setRange({ from, to })} disabled={!from || !to || from > to}>
          {t('week.completion.apply')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-start">
        <ReportPdfButton kind="completion" input={data ? { completion: data } : null} />
        <ExcelButton path="/api/week/completion.xlsx" query={range} />
      </Group>
      {report.isPending ? (
        <Loader aria-label={t('week.completion.loading')} />
      ) : report.isError ? (
        <StatusText text={serverMessage(report.error, t('week.completion.failed'))} error />
      ) : data && data.rows.length === 0 ? (
        <Text>{t('week.completion.none')}</Text>
      ) : data ? (
        <Table
          striped
          withTableBorder
          aria-label={t('week.completion.label')}
          data-testid="completion"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('week.completion.head.staff')}</Table.Th>
              <Table.Th>{t('week.completion.head.timetabled')}</Table.Th>
              <Table.Th>{t('week.completion.head.onTime')}</Table.Th>
              <Table.Th>{t('week.completion.head.late')}</Table.Th>
              <Table.Th>{t('week.completion.head.missed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={row.staffID}>
                <Table.Td>
                  {row.staffName} ({row.staffCode})
                </Table.Td>
                <Table.Td>{row.timetabled}</Table.Td>
                <Table.Td>{row.onTime}</Table.Td>
                <Table.Td>{row.late}</Table.Td>
                <Table.Td>{row.missed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {isHod && data && data.rows.length > 0 && <StaffWeekDownloads staff={data.rows} />}
      <Text size="sm">{t('week.completion.note')}</Text>
    </Stack>
  );
}
