import { Loader, Stack } from '@mantine/core';
import { serverMessage } from '../../lib/api';
import { StatusText } from '../../components/StatusText';
import { useCalendar, useWeekClasses } from './api/timetable';
import { DaysSection } from './components/DaysSection';
import { TermsSection } from './components/TermsSection';
import { DepartmentHeader } from '../../components/DepartmentHeader';

/** /admin/calendar: the department's terms, holidays and working days. */
export default function CalendarPage() {
  const calendar = useCalendar();
  const classes = useWeekClasses();
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title="Academic Calendar" />
      {calendar.isPending ? (
        <Loader aria-label="Loading the calendar" />
      ) : calendar.isError ? (
        <StatusText text={serverMessage(calendar.error, 'Failed to load the calendar')} error />
      ) : (
        <>
          <TermsSection terms={calendar.data.terms} classes={classes.data ?? []} />
          <DaysSection days={calendar.data.days} weeklyDaysOff={calendar.data.weeklyDaysOff} />
        </>
      )}
    </Stack>
  );
}
