import { Button, Fieldset, List, Loader, Stack, Text } from '@mantine/core';
import type { Subject } from '../../../lib/queries/subjects';

interface Props {
  subjects: readonly Subject[];
  busy: boolean;
  onAssign: () => void;
}

/** What Assign will send, one call per subject. */
export function SelectedSubjects({ subjects, busy, onAssign }: Props) {
  return (
    <Fieldset legend={`Selected subjects (${subjects.length})`} variant="filled">
      <Stack gap="sm">
        {subjects.length === 0 ? (
          <Text size="sm">No subjects selected.</Text>
        ) : (
          <List
            spacing={4}
            size="sm"
            aria-label="Selected subjects"
            data-testid="selected-subjects"
          >
            {subjects.map((s) => (
              <List.Item key={s.subjectID}>
                {s.subjectCode} – {s.subjectName} ({s.batch})
              </List.Item>
            ))}
          </List>
        )}
        {/* Not disabled while busy: a disabled button drops keyboard focus to the page. */}
        <Button
          onClick={() => {
            if (!busy) onAssign();
          }}
          aria-busy={busy}
          rightSection={busy ? <Loader size="xs" color="white" aria-hidden /> : null}
        >
          Assign
        </Button>
      </Stack>
    </Fieldset>
  );
}
