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
import { useT } from '../../lib/i18n/use-t';

/** HOD and Admin: students absent in every period of N or more consecutive marked days. */
export default function AbsencesPage() {
  const t = useT();
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  const [days, setDays] = useState<number>(DEFAULT_ABSENCE_DAYS);
  const params = { ...classParams(filter), days };
  const classes = useOversightToday({}).data?.staff.flatMap((s) => s.subjects) ?? [];
  const query = useAbsences(params);
  const pdf = usePdf('absences');

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title={t('oversight.absences.title')} />
      <ClassFilters items={classes} value={filter} onChange={setFilter} />
      <NumberInput
        label={t('oversight.absences.days')}
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
        <Loader aria-label={t('oversight.absences.loading')} />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, t('oversight.absences.failed'))} error />
      ) : (
        <>
          <Text fw={700} data-testid="absences-count">
            {t('oversight.absences.count', {
              count: query.data.students.length,
              days: query.data.days,
              today: query.data.today,
            })}
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
                aside={
                  <Text fw={700}>
                    {t('oversight.absences.dayCount', { count: student.dates.length })}
                  </Text>
                }
              >
                <Text size="sm" mt={4}>
                  {t('oversight.absences.absentOn', { dates: student.dates.join(', ') })}
                </Text>
              </StudentCard>
            ))}
          </Stack>
          <Text size="sm">{t('oversight.absences.note')}</Text>
        </>
      )}
    </Stack>
  );
}
