import { List, Stack, Text } from '@mantine/core';

/** The body of a confirm dialog: what will change, then the warning that it is for good. */
export function ConfirmLines({ lines, warning }: { lines: [string, string][]; warning: string }) {
  return (
    <Stack gap="xs">
      <List size="sm" spacing={4} data-testid="confirm-details">
        {lines.map(([label, value]) => (
          <List.Item key={label}>
            <strong>{label}</strong>: {value}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
        ⚠ {warning}
      </Text>
    </Stack>
  );
}
