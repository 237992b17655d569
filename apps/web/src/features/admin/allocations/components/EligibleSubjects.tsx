import type { Ref } from 'react';
import { Button, Checkbox, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  ALLOCATION_HINT_MAX_SUBJECTS,
  ALLOCATION_MIN_SUBJECTS,
  ordinal,
  type StudentDto,
} from '@attendance/domain';
import type { Subject } from '../../../../lib/queries/subjects';

interface Props {
  student: StudentDto;
  subjects: readonly Subject[];
  /** Subjects the student already has; allocating them again changes nothing. */
  allocated: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onToggle: (subjectID: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onAllocate: () => void;
}

function tags(subject: Subject, allocated: boolean): string | undefined {
  const words = [
    subject.isElective && 'Elective',
    subject.isCommon && 'Common',
    allocated && 'Already allocated',
  ].filter(Boolean);
  return words.length ? words.join(' · ') : undefined;
}

/** The right panel: the selected student's eligible subjects, select-all, counter, Allocate. */
export function EligibleSubjects(props: Props) {
  const { student, subjects, allocated, selected, busy, headingRef } = props;
  const { onToggle, onToggleAll, onAllocate } = props;
  // Only what is on screen counts: a subject deleted meanwhile drops out of the selection.
  const count = subjects.filter((s) => selected.has(s.subjectID)).length;
  const all = subjects.length > 0 && count === subjects.length;
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          Subjects for {student.studentName}
        </Title>
        <Text size="sm" c="dimmed">
          {student.registerNumber} · {student.batch} · {ordinal(student.year)} Year ·{' '}
          {ordinal(student.semester)} Semester
        </Text>
      </div>
      {subjects.length === 0 ? (
        <Text c="dimmed" data-testid="no-subjects">
          No eligible subjects for this student.
        </Text>
      ) : (
        <>
          <Checkbox
            label="Select all"
            checked={all}
            indeterminate={count > 0 && !all}
            onChange={(e) => onToggleAll(e.currentTarget.checked)}
          />
          <Divider />
          <Stack gap="xs" role="group" aria-label="Eligible subjects">
            {subjects.map((subject) => (
              <Checkbox
                key={subject.subjectID}
                label={`${subject.subjectCode} — ${subject.subjectName}`}
                description={tags(subject, allocated.has(subject.subjectID))}
                checked={selected.has(subject.subjectID)}
                onChange={(e) => onToggle(subject.subjectID, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </>
      )}
      <Text size="sm" fw={500} aria-live="polite" data-testid="selected-count">
        {count} of {subjects.length} selected
      </Text>
      <Text size="sm" c="dimmed" id="allocation-minimum" data-testid="minimum-hint">
        Select at least {ALLOCATION_MIN_SUBJECTS} subject to allocate.
      </Text>
      {count > ALLOCATION_HINT_MAX_SUBJECTS && (
        <Text size="sm" data-testid="too-many-hint">
          Too many subjects? {count} are selected; check that each one is meant for this student.
        </Text>
      )}
      <Group>
        <Button
          onClick={onAllocate}
          disabled={count < ALLOCATION_MIN_SUBJECTS}
          loading={busy}
          aria-describedby="allocation-minimum"
        >
          Allocate
        </Button>
      </Group>
    </Stack>
  );
}
