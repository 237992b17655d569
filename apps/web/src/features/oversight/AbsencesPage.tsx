import { useState } from 'react';
import { Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { DEFAULT_ABSENCE_DAYS, MAX_ABSENCE_DAYS } from '@attendance/domain';
import { serverMessage } from '../../lib/api';
import { ANY_CLASS, ClassFilters, type ClassFilter } from '../../components/ClassFilters';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { useAbsences, useOversightToday } from './api';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { PdfButton } from './components/PdfButton';
import { StudentCard } from './components/StudentCard';
import { classParams } from './filters';
import { usePdf } from './use-pdf';

/** HOD and Admin: students absent in every period of N or more consecutive marked days. */
export default function AbsencesPage() {
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  const [days, setDays] = useState<number>(DEFAULT_ABSENCE_DAYS);
  const params = { ...classParams(filter), days };
  const classes = useOversightToday({}).data?.staff.flatMap((s) => s.subjects) ?? [];
  const query = useAbsences(params);
  const pdf = usePdf('absences');

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title="Consecutive Absences" />
      <ClassFilters items={classes} value={filter} onChange={setFilter} />
      <NumberInput
        label="Consecutive days absent (at least)"
        min={1}
        max={MAX_ABSENCE_DAYS}
        clampBehavior="strict"
        allowDecimal={false}
        value={days}
        onChange={(value) => {
          const next = Number(value);
          if (Number.isInteger(next) && next >= 1 && next <= MAX_ABSENCE_DAYS) setDays(next);
        }}
        maw={280}
      />
      {query.isPending ? (
        <Loader aria-label="Loading absences" />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, 'Failed to load absences')} error />
      ) : (
        <>
          <Text fw={700} data-testid="absences-count">
            {query.data.students.length} students absent on {query.data.days} or more consecutive
            days (up to {query.data.today})
          </Text>
          <Group gap="sm" align="flex-start">
            <PdfButton
              busy={pdf.busy}
              text={pdf.text}
              onClick={() => void pdf.download({ absences: query.data, ...params })}
            />
            <ExcelButton path="/api/reports/absences.xlsx" query={{ ...params }} />
          </Group>
          <Stack gap="sm">
            {query.data.students.map((student) => (
              <StudentCard
                key={student.studentID}
                student={student}
                aside={<Text fw={700}>{student.dates.length} days</Text>}
              >
                <Text size="sm" mt={4}>
                  Absent on {student.dates.join(', ')}
                </Text>
              </StudentCard>
            ))}
          </Stack>
          <Text size="sm">
            Counted over the days each student was marked: absent in every marked period of the day.
            Leave, Medical Leave and On Duty are not absences.
          </Text>
        </>
      )}
    </Stack>
  );
}
