import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { ClassTimetableAnswer, TimetableConflict, Weekday } from '@attendance/domain';
import { ApiError, messageOf } from '../../../lib/api';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';
import { useSaveTimetable, type ClassRef } from '../api/timetable';
import { cellKey, fromWeekCells, gridDays, toWeekCells, withCell } from '../week-model';
import { EffectiveFromInput } from './EffectiveFromInput';
import { WeekGrid } from './WeekGrid';

interface Props {
  klass: ClassRef;
  timetable: ClassTimetableAnswer;
  weeklyDaysOff: readonly Weekday[];
  today: string;
}

function conflictsOf(error: unknown): TimetableConflict[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { conflicts?: TimetableConflict[] } | undefined;
  return body?.conflicts ?? [];
}

/** The class's week in a grid, from a chosen date; Save stores it as a new version. */
export function TimetableEditor({ klass, timetable, weeklyDaysOff, today }: Props) {
  const t = useT();
  const [week, setWeek] = useState(() => toWeekCells(timetable.current?.cells));
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [conflicts, setConflicts] = useState<TimetableConflict[]>([]);
  const [message, setMessage] = useState({ text: '', error: false });
  const [warnings, setWarnings] = useState<TimetableConflict[]>([]);
  const save = useSaveTimetable();

  function pick(key: string, subjectIDs: number[]) {
    setWeek((current) => withCell(current, key, subjectIDs));
    setMessage({ text: '', error: false });
  }

  function submit() {
    setConflicts([]);
    setWarnings([]);
    save.mutate(
      { ...klass, effectiveFrom, cells: fromWeekCells(week) },
      {
        onSuccess: (answer) => {
          setMessage({ text: `✅ ${answer.message}`, error: false });
          setWarnings(answer.warnings);
        },
        onError: (error) => {
          setConflicts(conflictsOf(error));
          setMessage({ text: messageOf((error as ApiError).body) ?? error.message, error: true });
        },
      },
    );
  }

  const refused = new Map(conflicts.map((c) => [cellKey(c.day, c.period), c.message]));
  return (
    <Stack gap="sm">
      <WeekGrid
        days={gridDays(weeklyDaysOff, week)}
        periods={timetable.periods}
        week={week}
        subjects={timetable.subjects}
        conflicts={refused}
        onPick={pick}
      />
      <Text size="sm" c="dimmed">
        {t('week.editor.keys')}
      </Text>
      <Paper withBorder p="sm">
        <Group align="flex-end" wrap="wrap">
          <EffectiveFromInput value={effectiveFrom} today={today} onChange={setEffectiveFrom} />
          <Button onClick={submit} loading={save.isPending} disabled={!effectiveFrom}>
            {t('week.editor.save')}
          </Button>
        </Group>
        <Text size="xs" mt={4}>
          {t('week.editor.before')}
        </Text>
      </Paper>
      <StatusText text={message.text} error={message.error} testId="timetable-message" />
      {conflicts.length > 0 && (
        <List size="sm" data-testid="timetable-conflicts" aria-label={t('week.editor.refused')}>
          {conflicts.map((c) => (
            <List.Item key={`${c.day}${c.period}${c.message}`}>{c.message}</List.Item>
          ))}
        </List>
      )}
      {warnings.length > 0 && (
        <List size="sm" data-testid="timetable-warnings" aria-label={t('week.warnings')}>
          {warnings.map((w) => (
            <List.Item key={`${w.day}${w.period}${w.message}`}>{w.message}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
