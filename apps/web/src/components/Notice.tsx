import { Text, useComputedColorScheme } from '@mantine/core';

/**
 * Red and green that keep 4.5:1 against the page in both schemes. Mantine's green.8 (3.4:1)
 * and red.7 (3.8:1) fall short on white.
 */
export function useToneColor(error: boolean): string {
  const dark = useComputedColorScheme('light') === 'dark';
  if (error) return dark ? 'var(--mantine-color-red-4)' : 'var(--mantine-color-red-9)';
  return dark ? 'var(--mantine-color-green-4)' : '#1e7b34';
}

/** A one-line status message in red or green, announced to screen readers as it changes. */
export function Notice({ text, error, testId }: { text: string; error: boolean; testId?: string }) {
  const color = useToneColor(error);
  if (!text) return null;
  return (
    <Text
      role={error ? 'alert' : 'status'}
      c={color}
      fw={500}
      size="sm"
      data-testid={testId ?? 'status-message'}
      data-tone={error ? 'error' : 'success'}
    >
      {text}
    </Text>
  );
}
