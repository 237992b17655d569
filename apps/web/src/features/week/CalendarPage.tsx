import { Loader, Stack } from '@mantine/core';
import { serverMessage } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { StatusText } from '../../components/StatusText';
import { useCalendar, useWeekClasses } from './api/timetable';
import { DaysSection } from './components/DaysSection';
import { TermsSection } from './components/TermsSection';
import { DepartmentHeader } from '../../components/DepartmentHeader';

/** /admin/calendar: the department's terms, holidays and working days. */
export default function CalendarPage() {
  const t = useT();
  const calendar = useCalendar();
  const classes = useWeekClasses();
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <DepartmentHeader title={t('week.calendar.title')} />
      {calendar.isPending ? (
        <Loader aria-label={t('week.calendar.loading')} />
      ) : calendar.isError ? (
        <StatusText text={serverMessage(calendar.error, t('week.calendar.failed'))} error />
      ) : (
        <>
          <TermsSection terms={calendar.data.terms} classes={classes.data ?? []} />
          <DaysSection days={calendar.data.days} weeklyDaysOff={calendar.data.weeklyDaysOff} />
        </>
      )}
    </Stack>
  );
}
