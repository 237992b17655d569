import type { Ref } from 'react';
import { Button, Checkbox, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  ALLOCATION_HINT_MAX_SUBJECTS,
  ALLOCATION_MIN_SUBJECTS,
  type StudentDto,
} from '@attendance/domain';
import type { Subject } from '../../../../lib/queries/subjects';
import { useT } from '../../../../lib/i18n/use-t';
import { classLine } from '../../class-line';

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

function tags(t: (key: string) => string, subject: Subject, allocated: boolean) {
  const words = [
    subject.isElective && t('admin.elective'),
    subject.isCommon && t('admin.common'),
    allocated && t('admin.allocations.already'),
  ].filter(Boolean);
  return words.length ? words.join(' · ') : undefined;
}

/** The right panel: the selected student's eligible subjects, select-all, counter, Allocate. */
export function EligibleSubjects(props: Props) {
  const { student, subjects, allocated, selected, busy, headingRef } = props;
  const { onToggle, onToggleAll, onAllocate } = props;
  const t = useT();
  // Only what is on screen counts: a subject deleted meanwhile drops out of the selection.
  const count = subjects.filter((s) => selected.has(s.subjectID)).length;
  const all = subjects.length > 0 && count === subjects.length;
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {t('admin.allocations.subjectsFor', { name: student.studentName })}
        </Title>
        <Text size="sm" c="dimmed">
          {student.registerNumber} · {classLine(t, student)}
        </Text>
      </div>
      {subjects.length === 0 ? (
        <Text c="dimmed" data-testid="no-subjects">
          {t('admin.allocations.noEligible')}
        </Text>
      ) : (
        <>
          <Checkbox
            label={t('admin.allocations.selectAll')}
            checked={all}
            indeterminate={count > 0 && !all}
            onChange={(e) => onToggleAll(e.currentTarget.checked)}
          />
          <Divider />
          <Stack gap="xs" role="group" aria-label={t('admin.allocations.eligible')}>
            {subjects.map((subject) => (
              <Checkbox
                key={subject.subjectID}
                label={`${subject.subjectCode} — ${subject.subjectName}`}
                description={tags(t, subject, allocated.has(subject.subjectID))}
                checked={selected.has(subject.subjectID)}
                onChange={(e) => onToggle(subject.subjectID, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </>
      )}
      <Text size="sm" fw={500} aria-live="polite" data-testid="selected-count">
        {t('admin.allocations.selected', { count, total: subjects.length })}
      </Text>
      <Text size="sm" c="dimmed" id="allocation-minimum" data-testid="minimum-hint">
        {t('admin.allocations.minimum', { count: ALLOCATION_MIN_SUBJECTS })}
      </Text>
      {count > ALLOCATION_HINT_MAX_SUBJECTS && (
        <Text size="sm" data-testid="too-many-hint">
          {t('admin.allocations.tooMany', { count })}
        </Text>
      )}
      <Group>
        <Button
          onClick={onAllocate}
          disabled={count < ALLOCATION_MIN_SUBJECTS}
          loading={busy}
          aria-describedby="allocation-minimum"
        >
          {t('admin.allocations.allocate')}
        </Button>
      </Group>
    </Stack>
  );
}
