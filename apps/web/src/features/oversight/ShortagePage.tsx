import { useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import {
  ELIGIBILITY_BAND_LABELS,
  formatPercentage,
  type EligibilityBand,
  type OversightShortage,
} from '@attendance/domain';
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

function Band({ band }: { band: EligibilityBand }) {
  return (
    <Text
      size="sm"
      fw={700}
      className={band === 'not-eligible' ? statusToneClass(true) : undefined}
      data-band={band}
    >
      {ELIGIBILITY_BAND_LABELS[band]}
    </Text>
  );
}

function ShortageList({ shortage }: { shortage: OversightShortage }) {
  if (shortage.students.length === 0)
    return <Text>No student is below {shortage.threshold}% in any subject.</Text>;
  return (
    <Stack gap="sm">
      {shortage.students.map((student) => (
        <StudentCard key={student.studentID} student={student} aside={<Band band={student.band} />}>
          <Text size="sm" fw={600} mt={4}>
            Overall {formatPercentage(student.overall.percentage)}% ({student.overall.present} of{' '}
            {student.overall.sessions})
          </Text>
          <Table mt="xs" fz="sm" verticalSpacing={2} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Present / sessions</Table.Th>
                <Table.Th>%</Table.Th>
                <Table.Th>With ML</Table.Th>
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
                  <Table.Td title={`${s.medical} periods of approved medical leave`}>
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
      <DepartmentHeader title="Shortage List" />
      <ClassFilters items={classes} value={filter} onChange={setFilter} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        <TextInput
          type="date"
          label="From"
          description="Empty: the term so far (the semester, where no term is set)"
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          description="Empty: today"
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Switch
        label="Condonation: only students who reach the line with their approved medical leave"
        checked={condonation}
        onChange={(e) => setCondonation(e.currentTarget.checked)}
      />
      {query.isPending ? (
        <Loader aria-label="Loading the shortage list" />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, 'Failed to load the shortage list')} error />
      ) : (
        <>
          <Text fw={700} data-testid="shortage-count">
            {query.data.students.length} students below {query.data.threshold}% in a subject (
            {query.data.startDate ?? 'term start'} to {query.data.endDate})
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
            Present and On Duty count as attended; Absent, Medical Leave and Leave do not. Below
            65%: not eligible; 65% to under 75%: condonation. Statuses are effective ones: an
            approved request's correction counts instead of what was marked. With ML: the percentage
            with approved medical leave counted. Sorted by overall percentage.
          </Text>
        </>
      )}
    </Stack>
  );
}
