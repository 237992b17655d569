import { useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { formatPercentage, type EligibilityBand, type OversightShortage } from '@attendance/domain';
import { serverMessage } from '../../lib/api';
import { ANY_CLASS, ClassFilters, type ClassFilter } from '../../components/ClassFilters';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText, statusToneClass } from '../../components/StatusText';
import { useOversightToday, useShortage } from './api';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { PdfButton } from './components/PdfButton';
import { StudentCard } from './components/StudentCard';
import { classParams } from './filters';
import { usePdf } from './use-pdf';
import { useT } from '../../lib/i18n/use-t';

function Band({ band }: { band: EligibilityBand }) {
  const t = useT();
  return (
    <Text
      size="sm"
      fw={700}
      className={band === 'not-eligible' ? statusToneClass(true) : undefined}
      data-band={band}
    >
      {t(`oversight.band.${band}`)}
    </Text>
  );
}

function ShortageList({ shortage }: { shortage: OversightShortage }) {
  const t = useT();
  if (shortage.students.length === 0)
    return <Text>{t('oversight.shortage.none', { threshold: shortage.threshold })}</Text>;
  return (
    <Stack gap="sm">
      {shortage.students.map((student) => (
        <StudentCard key={student.studentID} student={student} aside={<Band band={student.band} />}>
          <Text size="sm" fw={600} mt={4}>
            {t('oversight.shortage.overall', {
              percent: formatPercentage(student.overall.percentage),
              present: student.overall.present,
              sessions: student.overall.sessions,
            })}
          </Text>
          <Table mt="xs" fz="sm" verticalSpacing={2} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('oversight.shortage.subject')}</Table.Th>
                <Table.Th>{t('oversight.shortage.presentSessions')}</Table.Th>
                <Table.Th>%</Table.Th>
                <Table.Th>{t('oversight.shortage.withMl')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {student.subjects.map((s) => (
                <Table.Tr key={s.subjectID} fw={s.percentage < shortage.threshold ? 700 : 400}>
                  <Table.Td>{s.subjectCode}</Table.Td>
                  <Table.Td>
                    {s.present} / {s.sessions}
                  </Table.Td>
                  <Table.Td>{formatPercentage(s.percentage)}</Table.Td>
                  <Table.Td title={t('oversight.shortage.medical', { count: s.medical })}>
                    {s.medical > 0 ? `${formatPercentage(s.withMedical)}` : '-'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </StudentCard>
      ))}
    </Stack>
  );
}

/** HOD and Admin: active students below the threshold in any subject, for exam eligibility. */
export default function ShortagePage() {
  const t = useT();
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [condonation, setCondonation] = useState(false);
  const params = {
    ...classParams(filter),
    ...(condonation ? { condonation: 'true' as const } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
  const classes = useOversightToday({}).data?.staff.flatMap((s) => s.subjects) ?? [];
  const query = useShortage(params);
  const pdf = usePdf('shortage');

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title={t('oversight.shortage.title')} />
      <ClassFilters items={classes} value={filter} onChange={setFilter} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        <TextInput
          type="date"
          label={t('oversight.shortage.from')}
          description={t('oversight.shortage.fromHelp')}
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('oversight.shortage.to')}
          description={t('oversight.shortage.toHelp')}
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Switch
        label={t('oversight.shortage.condonation')}
        checked={condonation}
        onChange={(e) => setCondonation(e.currentTarget.checked)}
      />
      {query.isPending ? (
        <Loader aria-label={t('oversight.shortage.loading')} />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, t('oversight.shortage.failed'))} error />
      ) : (
        <>
          <Text fw={700} data-testid="shortage-count">
            {t('oversight.shortage.count', {
              count: query.data.students.length,
              threshold: query.data.threshold,
              from: query.data.startDate ?? t('oversight.shortage.termStart'),
              to: query.data.endDate,
            })}
          </Text>
          <Group gap="sm" align="flex-start">
            <PdfButton
              busy={pdf.busy}
              text={pdf.text}
              onClick={() => void pdf.download({ shortage: query.data, ...params })}
            />
            <ExcelButton path="/api/reports/shortage.xlsx" query={{ ...params }} />
          </Group>
          <ShortageList shortage={query.data} />
          <Text size="sm" data-testid="shortage-footnote">
            {t('oversight.shortage.footnote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
