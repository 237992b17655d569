import { useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { applyUpdate, isUpdateReady, onUpdateReady } from '../lib/service-worker';

/** Shown on every screen once a new version of the portal is ready to take over. */
export function UpdatePrompt() {
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
        <Text size="sm">A new version of the portal is ready.</Text>
        <Button size="xs" onClick={applyUpdate}>
          Reload to update
        </Button>
      </Group>
    </Paper>
  );
}
