import { Button, Group } from '@mantine/core';
import { chipLabel, type Slot } from '../slots';
import { useT } from '../../../lib/i18n/use-t';

/** One chip per subject and period; pressing one moves focus to its matrix. */
export function SlotChips({ slots }: { slots: readonly Slot[] }) {
  const t = useT();
  return (
    <Group
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('cumulative.chips')}
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
