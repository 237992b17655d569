import { Text } from '@mantine/core';
import classes from './StatusText.module.css';

/** A status message in red or green; announced to screen readers as it changes. */
export function StatusText({ text, error }: { text: string; error: boolean }) {
  if (!text) return null;
  return (
    <Text
      role={error ? 'alert' : 'status'}
      className={error ? classes.error : classes.success}
      fw={500}
      size="sm"
      data-testid="status-message"
      data-tone={error ? 'error' : 'success'}
    >
      {text}
    </Text>
  );
}
