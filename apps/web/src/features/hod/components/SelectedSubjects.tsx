import { Button, Fieldset, List, Loader, Stack, Text } from '@mantine/core';
import type { Subject } from '../../../lib/queries/subjects';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  subjects: readonly Subject[];
  busy: boolean;
  onAssign: () => void;
}

/** What Assign will send, one call per subject. */
export function SelectedSubjects({ subjects, busy, onAssign }: Props) {
  const t = useT();
  return (
    <Fieldset legend={t('hod.selected.legend', { count: subjects.length })} variant="filled">
      <Stack gap="sm">
        {subjects.length === 0 ? (
          <Text size="sm">{t('hod.selected.none')}</Text>
        ) : (
          <List
            spacing={4}
            size="sm"
            aria-label={t('hod.selected.label')}
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
          {t('hod.selected.assign')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
