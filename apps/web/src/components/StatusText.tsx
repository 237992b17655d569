import { Text } from '@mantine/core';

/** A status message in red or green; announced to screen readers as it changes. */
export function StatusText({ text, error }: { text: string; error: boolean }) {
  if (!text) return null;
  return (
    <Text
      role={error ? 'alert' : 'status'}
      c={error ? 'red.7' : 'green.8'}
      fw={500}
      size="sm"
      data-testid="status-message"
      data-tone={error ? 'error' : 'success'}
    >
      {text}
    </Text>
  );
}
