import { useState } from 'react';
import { fallbackStaff as fallbackOf, todaySummary } from '@attendance/domain';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { serverMessage } from '../../lib/api';
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
  // The per-subject board stays for the classes without a timetable only (the fallback).
  const week = today?.week ?? { dayOff: null, expected: [], withoutTimetable: [] };
  const fallbackStaff = today ? fallbackOf(today) : [];

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title="Today" />
      <ClassFilters items={classes} value={filter} onChange={setFilter} />
      {query.isPending ? (
        <Loader aria-label="Loading today's marking" />
      ) : query.isError ? (
        <StatusText text={serverMessage(query.error, "Failed to load today's marking")} error />
      ) : today ? (
        <>
          <div>
            <Text fw={700} size="lg" data-testid="today-count">
              {todaySummary(today)}
            </Text>
            <Text size="sm">
              {today.date} · periods started: {today.periods.join(', ') || 'none'} · updated{' '}
              {clock(query.dataUpdatedAt)}, refreshed every minute
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
              No classes today: {week.dayOff}
            </Text>
          ) : (
            <>
              {week.expected.length > 0 && <ExpectedBoard expected={week.expected} />}
              {week.withoutTimetable.length > 0 && (
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    Classes without a timetable
                  </Title>
                  <Text size="sm" data-testid="without-timetable">
                    Judged as before, by every started period:{' '}
                    {week.withoutTimetable.map(classLabel).join(', ')}
                  </Text>
                </Stack>
              )}
              {fallbackStaff.length > 0 && <TodayBoard staff={fallbackStaff} />}
              {today.staff.length === 0 && week.expected.length === 0 && (
                <Text>No subjects are assigned in the department.</Text>
              )}
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
