import { useState } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { AlertSettings } from '@attendance/domain';

/**
 * The department's alert settings: each kind on or off, absence daily or immediate, the daily
 * time, the cap and quiet hours. The server checks them all (a daily time inside the quiet
 * hours is refused); the form only gathers them.
 */
export function AlertSettingsForm(props: {
  settings: AlertSettings;
  saving: boolean;
  onSave: (settings: AlertSettings) => void;
}) {
  const [draft, setDraft] = useState(props.settings);
  const set = (change: Partial<AlertSettings>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(draft);
      }}
    >
      <Stack gap="sm">
        <Fieldset legend="What is sent">
          <Stack gap="xs">
            <Switch
              label="Absence: the periods a student was marked absent"
              checked={draft.absence}
              onChange={(e) => set({ absence: e.currentTarget.checked })}
            />
            <Radio.Group
              label="Absence alerts go"
              value={draft.absenceMode}
              onChange={(value) => set({ absenceMode: value as AlertSettings['absenceMode'] })}
            >
              <Group mt={4}>
                <Radio value="daily" label="Once a day, at the daily time" />
                <Radio value="immediate" label="Immediately, one per submission" />
              </Group>
            </Radio.Group>
            <Switch
              label="Shortage: a subject crossing below 75 % or 65 %, or no period left to miss"
              checked={draft.shortage}
              onChange={(e) => set({ shortage: e.currentTarget.checked })}
            />
            <Switch
              label="Consecutive absences"
              checked={draft.consecutive}
              onChange={(e) => set({ consecutive: e.currentTarget.checked })}
            />
            <NumberInput
              label="Days absent in a row"
              min={1}
              max={30}
              w={200}
              value={draft.consecutiveDays}
              onChange={(value) => set({ consecutiveDays: Number(value) || 1 })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="When and how many">
          <Stack gap="xs">
            <TextInput
              type="time"
              label="Daily time (campus time)"
              w={200}
              value={draft.dailyTime}
              onChange={(e) => set({ dailyTime: e.currentTarget.value })}
            />
            <NumberInput
              label="Daily cap (messages per day)"
              description="Over the cap, the rest wait for the next day."
              min={1}
              max={100000}
              w={260}
              value={draft.dailyCap}
              onChange={(value) => set({ dailyCap: Number(value) || 1 })}
            />
            <Checkbox
              label="Quiet hours (no SMS at night)"
              checked={draft.quietHours !== null}
              onChange={(e) =>
                set({
                  quietHours: e.currentTarget.checked ? { start: '21:00', end: '07:00' } : null,
                })
              }
            />
            {draft.quietHours && (
              <Group>
                <TextInput
                  type="time"
                  label="Quiet from"
                  value={draft.quietHours.start}
                  onChange={(e) =>
                    set({ quietHours: { ...draft.quietHours!, start: e.currentTarget.value } })
                  }
                />
                <TextInput
                  type="time"
                  label="Quiet until"
                  value={draft.quietHours.end}
                  onChange={(e) =>
                    set({ quietHours: { ...draft.quietHours!, end: e.currentTarget.value } })
                  }
                />
              </Group>
            )}
            <Text size="sm">Immediate alerts in the quiet hours wait for the morning.</Text>
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={props.saving}>
            Save alert settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
