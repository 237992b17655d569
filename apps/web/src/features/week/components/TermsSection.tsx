import { useState } from 'react';
import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import type { TermDto, WeekClassDto } from '@attendance/domain';
import { messageOf } from '../../../lib/api';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';
import { useCalendarWrites } from '../api/calendar';
import type { ClassRef } from '../api/timetable';
import { ClassPicker } from './ClassPicker';

function termClass(t: ReturnType<typeof useT>, term: TermDto): string {
  if (term.department === null) return t('week.terms.campusClass', { semester: term.semester });
  return t('week.class.title', { batch: term.batch, year: term.year, semester: term.semester });
}

/** Each class's first and last teaching day; the campus-wide default terms are read-only. */
export function TermsSection(props: {
  terms: readonly TermDto[];
  classes: readonly WeekClassDto[];
}) {
  const t = useT();
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
      setMessage({ text: t('week.terms.needAll'), error: true });
      return;
    }
    saveTerm.mutate(
      { batch: klass.batch, year: klass.year, semester: klass.semester, firstDay, lastDay },
      {
        onSuccess: () => setMessage({ text: t('week.terms.saved'), error: false }),
        onError: fail,
      },
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="terms-title">
      <Title order={2} size="h4" id="terms-title">
        {t('week.terms.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('week.terms.help')}
      </Text>
      <Table striped withTableBorder aria-label={t('week.terms.title')} data-testid="terms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('week.class.label')}</Table.Th>
            <Table.Th>{t('week.terms.firstDay')}</Table.Th>
            <Table.Th>{t('week.terms.lastDay')}</Table.Th>
            <Table.Th>{t('week.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.terms.map((term) => (
            <Table.Tr key={`${term.id ?? 'campus'}:${term.semester}:${term.batch ?? ''}`}>
              <Table.Td>{termClass(t, term)}</Table.Td>
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
                    {t('week.remove')}
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
          label={t('week.terms.firstTeaching')}
          value={firstDay}
          onChange={(e) => setFirstDay(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('week.terms.lastTeaching')}
          value={lastDay}
          onChange={(e) => setLastDay(e.currentTarget.value)}
        />
        <Button onClick={save} loading={saveTerm.isPending}>
          {t('week.terms.save')}
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} testId="term-message" />
    </Paper>
  );
}
