import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import type { CalendarDayDto, CalendarDayKind, Weekday } from '@attendance/domain';
import { messageOf } from '../../../lib/api';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';
import { useCalendarWrites } from '../api/calendar';
import { weekdayName } from '../weekday-name';

/** Holidays and working-day exceptions: the campus's (read-only) and the department's own. */
export function DaysSection(props: {
  days: readonly CalendarDayDto[];
  weeklyDaysOff: readonly Weekday[];
}) {
  const t = useT();
  const { addDay, deleteDay } = useCalendarWrites();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<CalendarDayKind>('holiday');
  const [name, setName] = useState('');
  const [message, setMessage] = useState({ text: '', error: false });
  const fail = (error: Error) =>
    setMessage({
      text: messageOf((error as { body?: unknown }).body) ?? error.message,
      error: true,
    });

  function add() {
    if (!date || !name.trim()) {
      setMessage({ text: t('week.days.needDateName'), error: true });
      return;
    }
    addDay.mutate(
      { date, kind, name: name.trim() },
      {
        onSuccess: () => {
          setMessage({ text: t('week.days.added', { date }), error: false });
          setName('');
        },
        onError: fail,
      },
    );
  }

  const weekly = props.weeklyDaysOff.map(weekdayName).join(', ');
  const kinds = [
    { value: 'holiday', label: t('week.days.holiday') },
    { value: 'working', label: t('week.days.workingOption') },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="days-title">
      <Title order={2} size="h4" id="days-title">
        {t('week.days.title')}
      </Title>
      <Text size="sm" mb="xs" data-testid="weekly-days-off">
        {t('week.days.weekly', { days: weekly || t('week.days.none') })}
      </Text>
      <Table
        striped
        withTableBorder
        aria-label={t('week.days.tableLabel')}
        data-testid="calendar-days"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('week.days.date')}</Table.Th>
            <Table.Th>{t('week.days.kind')}</Table.Th>
            <Table.Th>{t('week.days.name')}</Table.Th>
            <Table.Th>{t('week.days.for')}</Table.Th>
            <Table.Th>{t('week.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.days.map((day) => (
            <Table.Tr key={`${day.id ?? 'campus'}:${day.date}:${day.name}`}>
              <Table.Td>{day.date}</Table.Td>
              <Table.Td>
                {day.kind === 'holiday' ? t('week.days.holiday') : t('week.days.working')}
              </Table.Td>
              <Table.Td>{day.name}</Table.Td>
              <Table.Td>{day.department ?? t('week.days.wholeCampus')}</Table.Td>
              <Table.Td>
                {day.id !== null && day.department !== null && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => deleteDay.mutate(day.id!, { onError: fail })}
                  >
                    {t('week.remove')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end" mt="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('week.day')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('week.days.kind')}
          data={kinds}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as CalendarDayKind)}
        />
        <TextInput
          label={t('week.days.name')}
          placeholder={t('week.days.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button onClick={add} loading={addDay.isPending}>
          {t('week.days.add')}
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} testId="day-message" />
    </Paper>
  );
}
