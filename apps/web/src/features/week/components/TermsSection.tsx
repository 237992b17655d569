import { useState } from 'react';
import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import type { TermDto, WeekClassDto } from '@attendance/domain';
import { messageOf } from '../../../lib/api';
import { StatusText } from '../../../components/StatusText';
import { useCalendarWrites } from '../api/calendar';
import type { ClassRef } from '../api/timetable';
import { ClassPicker } from './ClassPicker';

function termClass(term: TermDto): string {
  if (term.department === null) return `Every class of semester ${term.semester} (campus)`;
  return `${term.batch} · year ${term.year} / semester ${term.semester}`;
}

/** Each class's first and last teaching day; the campus-wide default terms are read-only. */
export function TermsSection(props: {
  terms: readonly TermDto[];
  classes: readonly WeekClassDto[];
}) {
  const { saveTerm, deleteTerm } = useCalendarWrites();
  const [klass, setKlass] = useState<ClassRef | null>(null);
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [message, setMessage] = useState({ text: '', error: false });
  const fail = (error: Error) =>
    setMessage({
      text: messageOf((error as { body?: unknown }).body) ?? error.message,
      error: true,
    });

  function save() {
    if (!klass || !firstDay || !lastDay) {
      setMessage({ text: 'Please choose a class and both days.', error: true });
      return;
    }
    saveTerm.mutate(
      { batch: klass.batch, year: klass.year, semester: klass.semester, firstDay, lastDay },
      { onSuccess: () => setMessage({ text: '✅ Term saved.', error: false }), onError: fail },
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="terms-title">
      <Title order={2} size="h4" id="terms-title">
        Terms
      </Title>
      <Text size="sm" mb="xs">
        Marking is refused outside a class&apos;s term; a class without one is not bounded.
      </Text>
      <Table striped withTableBorder aria-label="Terms" data-testid="terms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Class</Table.Th>
            <Table.Th>First day</Table.Th>
            <Table.Th>Last day</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.terms.map((term) => (
            <Table.Tr key={`${term.id ?? 'campus'}:${term.semester}:${term.batch ?? ''}`}>
              <Table.Td>{termClass(term)}</Table.Td>
              <Table.Td>{term.firstDay}</Table.Td>
              <Table.Td>{term.lastDay}</Table.Td>
              <Table.Td>
                {term.id !== null && term.department !== null && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => deleteTerm.mutate(term.id!, { onError: fail })}
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
        <ClassPicker classes={props.classes} value={klass} onChange={setKlass} />
        <TextInput
          type="date"
          label="First teaching day"
          value={firstDay}
          onChange={(e) => setFirstDay(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Last teaching day"
          value={lastDay}
          onChange={(e) => setLastDay(e.currentTarget.value)}
        />
        <Button onClick={save} loading={saveTerm.isPending}>
          Save term
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} testId="term-message" />
    </Paper>
  );
}
