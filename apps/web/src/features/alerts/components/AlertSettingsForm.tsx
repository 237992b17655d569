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
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
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
        <Fieldset legend={t('alerts.form.what')}>
          <Stack gap="xs">
            <Switch
              label={t('alerts.form.absence')}
              checked={draft.absence}
              onChange={(e) => set({ absence: e.currentTarget.checked })}
            />
            <Radio.Group
              label={t('alerts.form.absenceMode')}
              value={draft.absenceMode}
              onChange={(value) => set({ absenceMode: value as AlertSettings['absenceMode'] })}
            >
              <Group mt={4}>
                <Radio value="daily" label={t('alerts.form.daily')} />
                <Radio value="immediate" label={t('alerts.form.immediate')} />
              </Group>
            </Radio.Group>
            <Switch
              label={t('alerts.form.shortage')}
              checked={draft.shortage}
              onChange={(e) => set({ shortage: e.currentTarget.checked })}
            />
            <Switch
              label={t('alerts.form.consecutive')}
              checked={draft.consecutive}
              onChange={(e) => set({ consecutive: e.currentTarget.checked })}
            />
            <NumberInput
              label={t('alerts.form.days')}
              min={1}
              max={30}
              w={200}
              value={draft.consecutiveDays}
              onChange={(value) => set({ consecutiveDays: Number(value) || 1 })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('alerts.form.when')}>
          <Stack gap="xs">
            <TextInput
              type="time"
              label={t('alerts.form.dailyTime')}
              w={200}
              value={draft.dailyTime}
              onChange={(e) => set({ dailyTime: e.currentTarget.value })}
            />
            <NumberInput
              label={t('alerts.form.cap')}
              description={t('alerts.form.capHelp')}
              min={1}
              max={100000}
              w={260}
              value={draft.dailyCap}
              onChange={(value) => set({ dailyCap: Number(value) || 1 })}
            />
            <Checkbox
              label={t('alerts.form.quiet')}
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
                  label={t('alerts.form.quietFrom')}
                  value={draft.quietHours.start}
                  onChange={(e) =>
                    set({ quietHours: { ...draft.quietHours!, start: e.currentTarget.value } })
                  }
                />
                <TextInput
                  type="time"
                  label={t('alerts.form.quietUntil')}
                  value={draft.quietHours.end}
                  onChange={(e) =>
                    set({ quietHours: { ...draft.quietHours!, end: e.currentTarget.value } })
                  }
                />
              </Group>
            )}
            <Text size="sm">{t('alerts.form.quietNote')}</Text>
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={props.saving}>
            {t('alerts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
