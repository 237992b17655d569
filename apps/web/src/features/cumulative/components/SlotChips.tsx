import { Button, Group } from '@mantine/core';
import { chipLabel, type Slot } from '../slots';

/** One chip per subject and period; pressing one moves focus to its matrix. */
export function SlotChips({ slots }: { slots: readonly Slot[] }) {
  return (
    <Group
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Subjects and periods"
      data-testid="slot-chips"
    >
      {slots.map((slot) => (
        <li key={slot.id}>
          <Button
            size="compact-sm"
            radius="xl"
            variant="default"
            onClick={() => document.getElementById(`${slot.id}-heading`)?.focus()}
          >
            {chipLabel(slot, slots)}
          </Button>
        </li>
      ))}
    </Group>
  );
}
