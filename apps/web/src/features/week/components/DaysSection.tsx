import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import {
  WEEKDAY_NAMES,
  type CalendarDayDto,
  type CalendarDayKind,
  type Weekday,
} from '@attendance/domain';
import { messageOf } from '../../../lib/api';
import { StatusText } from '../../../components/StatusText';
import { useCalendarWrites } from '../api/calendar';

const KINDS = [
  { value: 'holiday', label: 'Holiday' },
  { value: 'working', label: 'Working day (on a weekly day off)' },
];

/** Holidays and working-day exceptions: the campus's (read-only) and the department's own. */
export function DaysSection(props: {
  days: readonly CalendarDayDto[];
  weeklyDaysOff: readonly Weekday[];
}) {
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
      setMessage({ text: 'Please enter a date and a name.', error: true });
      return;
    }
    addDay.mutate(
      { date, kind, name: name.trim() },
      {
        onSuccess: () => {
          setMessage({ text: `✅ ${date} added.`, error: false });
          setName('');
        },
        onError: fail,
      },
    );
  }

  const weekly = props.weeklyDaysOff.map((d) => WEEKDAY_NAMES[d]).join(', ');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="days-title">
      <Title order={2} size="h4" id="days-title">
        Days off
      </Title>
      <Text size="sm" mb="xs" data-testid="weekly-days-off">
        Weekly days off (campus setting): {weekly || 'none'}.
      </Text>
      <Table
        striped
        withTableBorder
        aria-label="Holidays and working days"
        data-testid="calendar-days"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.days.map((day) => (
            <Table.Tr key={`${day.id ?? 'campus'}:${day.date}:${day.name}`}>
              <Table.Td>{day.date}</Table.Td>
              <Table.Td>{day.kind === 'holiday' ? 'Holiday' : 'Working day'}</Table.Td>
              <Table.Td>{day.name}</Table.Td>
              <Table.Td>{day.department ?? 'Whole campus'}</Table.Td>
              <Table.Td>
                {day.id !== null && day.department !== null && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => deleteDay.mutate(day.id!, { onError: fail })}
                  >
                    Remove
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
          label="Day"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <NativeSelect
          label="Kind"
          data={KINDS}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as CalendarDayKind)}
        />
        <TextInput
          label="Name"
          placeholder="Pongal"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button onClick={add} loading={addDay.isPending}>
          Add day
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} testId="day-message" />
    </Paper>
  );
}
