import { useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { applyUpdate, isUpdateReady, onUpdateReady } from '../lib/service-worker';
import { useT } from '../lib/i18n/use-t';

/** Shown on every screen once a new version of the portal is ready to take over. */
export function UpdatePrompt() {
  const t = useT();
  const ready = useSyncExternalStore(onUpdateReady, isUpdateReady);
  if (!ready) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      pos="fixed"
      bottom={16}
      left={16}
      style={{ zIndex: 400 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">{t('common.update.ready')}</Text>
        <Button size="xs" onClick={applyUpdate}>
          {t('common.update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
