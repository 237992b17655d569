import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentDto } from '@attendance/domain';
import { StatusText } from '../../../../components/StatusText';
import type { Subject } from '../../../../lib/queries/subjects';
import { useAllocateBatch } from '../api/allocations';
import { eligibleSubjects } from '../eligibility';
import { useT } from '../../../../lib/i18n/use-t';

/**
 * "Allocate to the whole batch": the core and common subjects of the batch's year/semester,
 * allocated to every active student of the batch at once; what a student has already stays.
 */
export function BatchAllocation(props: {
  batch: string;
  students: readonly StudentDto[];
  subjects: readonly Subject[];
}) {
  const t = useT();
  const allocate = useAllocateBatch();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState({ text: '', error: false });
  const first = props.students[0];
  const offered = first ? eligibleSubjects(props.subjects, first).filter((s) => !s.isElective) : [];

  function submit() {
    setMessage({ text: '', error: false });
    allocate.mutate(
      { batch: props.batch, subjectIDs: [...selected] },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          setMessage({
            text: t('admin.batchAllocation.done', {
              added: answer.added,
              students: answer.students,
              skipped: answer.skipped,
            }),
            error: false,
          });
        },
        onError: (error) => setMessage({ text: `❌ ${error.message}`, error: true }),
      },
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('admin.batchAllocation.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {first
          ? t('admin.batchAllocation.aboutClass', {
              count: props.students.length,
              batch: props.batch,
              year: first.year,
              semester: first.semester,
            })
          : t('admin.batchAllocation.about', { count: props.students.length, batch: props.batch })}
      </Text>
      {offered.length === 0 ? (
        <Text size="sm">{t('admin.batchAllocation.noSubjects')}</Text>
      ) : (
        <Group gap="md">
          {offered.map((subject) => (
            <Checkbox
              key={subject.subjectID}
              label={`${subject.subjectCode} – ${subject.subjectName}`}
              checked={selected.has(subject.subjectID)}
              onChange={(event) => {
                const next = new Set(selected);
                if (event.currentTarget.checked) next.add(subject.subjectID);
                else next.delete(subject.subjectID);
                setSelected(next);
              }}
            />
          ))}
        </Group>
      )}
      <Group>
        {/* Not 'Allocate …': the student panel's Allocate button keeps a name of its own. */}
        <Button onClick={submit} disabled={selected.size === 0} loading={allocate.isPending}>
          {t('admin.batchAllocation.apply')}
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} />
    </Stack>
  );
}
