import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { campusToday } from '@attendance/domain';
import { serverMessage } from '../../lib/api';
import { useCampus } from '../../lib/use-campus';
import { useT } from '../../lib/i18n/use-t';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { useCalendar, useClassTimetable, useWeekClasses, type ClassRef } from './api/timetable';
import { ClassPicker, classId } from './components/ClassPicker';
import { TimetableEditor } from './components/TimetableEditor';
import { DepartmentHeader } from '../../components/DepartmentHeader';
import { ReportPdfButton } from '../../components/ReportPdfButton';

/** /hodpannel/timetable: a class's week in a grid, its history, import and exports. */
export default function TimetablePage() {
  const t = useT();
  const campus = useCampus();
  const classes = useWeekClasses();
  const calendar = useCalendar();
  const [klass, setKlass] = useState<ClassRef | null>(null);
  const timetable = useClassTimetable(klass);
  const today = campusToday(new Date(), campus.data?.timezone ?? 'UTC');
  // The previous class's answer stays on screen while the next loads; the editor waits for it.
  const answer =
    klass && timetable.data && classId(timetable.data.class) === classId(klass)
      ? timetable.data
      : undefined;

  return (
    <Stack gap="md" maw={1280} mx="auto">
      <DepartmentHeader title={t('week.timetable.title')}>
        <Button component={Link} to="/hodpannel/importtimetable" variant="default" size="xs">
          {t('week.timetable.importRows')}
        </Button>
        <Button component={Link} to="/hodpannel/importtimetablegrid" variant="default" size="xs">
          {t('week.timetable.importGrid')}
        </Button>
      </DepartmentHeader>
      {classes.isError && <StatusText text={t('week.timetable.classesFailed')} error />}
      <ClassPicker classes={classes.data ?? []} value={klass} onChange={setKlass} />
      {classes.data?.length === 0 && <Text>{t('week.timetable.noClasses')}</Text>}
      {klass && !answer && !timetable.isError && (
        <Loader aria-label={t('week.timetable.loading')} />
      )}
      {klass && timetable.isError && (
        <StatusText text={serverMessage(timetable.error, t('week.timetable.failed'))} error />
      )}
      {klass && answer && (
        <>
          <Text size="sm" data-testid="timetable-version">
            {answer.current
              ? t('week.timetable.inForce', {
                  date: answer.current.effectiveFrom,
                  count: answer.versions.length,
                })
              : t('week.timetable.none')}
            {answer.versions.some((v) => v.effectiveFrom > today) &&
              ` ${t('week.timetable.waiting', { date: answer.versions.at(-1)?.effectiveFrom })}`}
          </Text>
          <Group gap="sm" align="flex-start">
            <ReportPdfButton kind="classTimetable" input={{ timetable: answer }} />
            <ExcelButton path="/api/week/timetable.xlsx" query={{ ...klass }} />
          </Group>
          <TimetableEditor
            key={classId(klass)}
            klass={klass}
            timetable={answer}
            weeklyDaysOff={calendar.data?.weeklyDaysOff ?? []}
            today={today}
          />
        </>
      )}
    </Stack>
  );
}
