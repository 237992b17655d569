import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import type { Subject } from '../../../lib/queries/subjects';
import { classLabel } from '../format';
import { LoadState } from '../../../components/LoadState';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  subjects: readonly Subject[];
  selected: ReadonlySet<number>;
  onToggle: (subjectID: number, checked: boolean) => void;
  loading: boolean;
  error: string;
}

/** The department's subjects nobody holds yet, one checkbox each. */
export function SubjectChecklist({ subjects, selected, onToggle, loading, error }: Props) {
  const t = useT();
  return (
    <Fieldset legend={t('hod.checklist.legend')} variant="filled">
      <LoadState
        loading={loading}
        error={error}
        empty={subjects.length === 0}
        emptyText={t('hod.checklist.none')}
        label={t('hod.what.subjects')}
      >
        <Stack gap="sm">
          {subjects.map((subject) => (
            <Checkbox
              key={subject.subjectID}
              checked={selected.has(subject.subjectID)}
              onChange={(event) => onToggle(subject.subjectID, event.currentTarget.checked)}
              label={`${subject.subjectCode} – ${subject.subjectName}`}
              description={
                // Mantine dims descriptions below 4.5:1; the page's text colour keeps it legible.
                <Text span size="xs" c="var(--mantine-color-text)">
                  {classLabel(subject)}
                  {subject.isElective ? ` · ${t('hod.checklist.elective')}` : ''}
                </Text>
              }
            />
          ))}
        </Stack>
      </LoadState>
    </Fieldset>
  );
}
