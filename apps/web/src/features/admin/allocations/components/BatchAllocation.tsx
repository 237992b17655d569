import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentDto } from '@attendance/domain';
import { StatusText } from '../../../../components/StatusText';
import type { Subject } from '../../../../lib/queries/subjects';
import { useAllocateBatch } from '../api/allocations';
import { eligibleSubjects } from '../eligibility';

/**
 * "Allocate to the whole batch": the core and common subjects of the batch's year/semester,
 * allocated to every active student of the batch at once; what a student has already stays.
 */
export function BatchAllocation(props: {
  batch: string;
  students: readonly StudentDto[];
  subjects: readonly Subject[];
}) {
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
            text: `✅ ${answer.added} allocations added for ${answer.students} students (${answer.skipped} already allocated, skipped).`,
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
        Allocate to the whole batch
      </Title>
      <Text size="sm" c="dimmed">
        {`${props.students.length} active students of ${props.batch}`}
        {first ? ` (year ${first.year}, semester ${first.semester})` : ''}. Students who already
        have a subject keep it. Electives are allocated per student above, or from a spreadsheet.
      </Text>
      {offered.length === 0 ? (
        <Text size="sm">No core or common subjects for this batch&apos;s year and semester.</Text>
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
          Apply to the whole batch
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} />
    </Stack>
  );
}
