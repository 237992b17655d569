import { useState } from 'react';
import { everyPeriodClasses, fallbackStaff as fallbackOf } from '@attendance/domain';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { serverMessage } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { ANY_CLASS, ClassFilters, type ClassFilter } from '../../components/ClassFilters';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { useOversightToday } from './api';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { PdfButton } from './components/PdfButton';
import { TodayBoard } from './components/TodayBoard';
import { ExpectedBoard } from './components/ExpectedBoard';
import { classLabel, classParams } from './filters';
import { usePdf } from './use-pdf';

const clock = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** HOD and Admin: which staff have marked which of today's started periods. */
export default function TodayPage() {
  const t = useT();
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  const params = classParams(filter);
  // The unfiltered answer lists every class of the department for the filter options.
  const everything = useOversightToday({});
  const query = useOversightToday(params);
  const pdf = usePdf('oversightToday');
  const today = query.data;
  // Timetabled classes leave the per-subject board: their started periods name them instead.
  const classes = [
    ...(everything.data?.staff ?? []).flatMap((s) => s.subjects),
    ...(everything.data?.week?.expected ?? []),
  ];
  // One model of "expected": a class expects its timetable's started periods (the week board)
  // or, without a timetable, every started period (the per-subject board); found by key.
  const week = today?.week ?? { dayOff: null, expected: [], classes: [] };
  const everyPeriod = today ? everyPeriodClasses(today) : [];
  const fallbackStaff = today ? fallbackOf(today) : [];

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title={t('today.title')} />
      <ClassFilters items={classes} value={filter} onChange={setFilter} />
      {query.isPending ? (
        <Loader aria-label={t('today.loading')} />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, t('today.loadFailed'))} error />
      ) : today ? (
        <>
          <div>
            <Text fw={700} size="lg" data-testid="today-count">
              {today.expected === 0 && today.periods.length === 0
                ? t('today.noneStarted')
                : t('today.summary', { marked: today.marked, expected: today.expected })}
            </Text>
            <Text size="sm">
              {t('today.status', {
                date: today.date,
                periods: today.periods.join(', ') || t('today.none'),
                time: clock(query.dataUpdatedAt),
              })}
            </Text>
          </div>
          <Group gap="sm" align="flex-start">
            <PdfButton
              busy={pdf.busy}
              text={pdf.text}
              onClick={() => void pdf.download({ today, ...params })}
            />
            <ExcelButton path="/api/reports/today.xlsx" query={{ ...params }} />
          </Group>
          {week.dayOff ? (
            <Text fw={600} data-testid="today-day-off">
              {t('today.dayOff', { reason: week.dayOff })}
            </Text>
          ) : (
            <>
              {week.expected.length > 0 && <ExpectedBoard expected={week.expected} />}
              {everyPeriod.length > 0 && (
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {t('today.withoutTitle')}
                  </Title>
                  <Text size="sm" data-testid="without-timetable">
                    {t('today.withoutText', { classes: everyPeriod.map(classLabel).join(', ') })}
                  </Text>
                </Stack>
              )}
              {fallbackStaff.length > 0 && <TodayBoard staff={fallbackStaff} />}
              {today.staff.length === 0 && week.expected.length === 0 && (
                // Timetabled classes with no period today (a day the week leaves free) are not
                // a department without subjects.
                <Text data-testid="today-nothing">
                  {week.classes.length > 0 ? t('today.nothingToday') : t('today.noSubjects')}
                </Text>
              )}
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
