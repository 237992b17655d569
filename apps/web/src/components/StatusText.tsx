import { Text } from '@mantine/core';
import classes from './StatusText.module.css';

/** The class of the one red or green of the app, for text that is not a StatusText. */
export function statusToneClass(error: boolean): string {
  return (error ? classes.error : classes.success) ?? '';
}

/** A status message in red or green; announced to screen readers as it changes. */
export function StatusText({
  text,
  error,
  testId,
}: {
  text: string;
  error: boolean;
  /** Tests tell several messages of one screen apart by it; 'status-message' by default. */
  testId?: string;
}) {
  if (!text) return null;
  return (
    <Text
      role={error ? 'alert' : 'status'}
      className={statusToneClass(error)}
      fw={500}
      size="sm"
      data-testid={testId ?? 'status-message'}
      data-tone={error ? 'error' : 'success'}
    >
      {text}
    </Text>
  );
}
