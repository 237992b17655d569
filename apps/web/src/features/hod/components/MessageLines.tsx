import { Stack, Text } from '@mantine/core';
import { statusToneClass } from '../../../components/StatusText';

export interface MessageLine {
  text: string;
  /** The server's reason under the spec's words, e.g. who already holds the subject. */
  detail?: string;
}

export interface LinesMessage {
  lines: MessageLine[];
  error: boolean;
}

/** A red or green message of one or more lines, announced as it changes. */
export function MessageLines({ message }: { message: LinesMessage | null }) {
  if (!message || message.lines.length === 0) return null;
  return (
    <Stack
      gap={4}
      role={message.error ? 'alert' : 'status'}
      data-testid="assign-message"
      data-tone={message.error ? 'error' : 'success'}
    >
      {message.lines.map((line, index) => (
        <div key={index}>
          <Text className={statusToneClass(message.error)} fw={500} size="sm">
            {line.text}
          </Text>
          {line.detail ? <Text size="xs">{line.detail}</Text> : null}
        </div>
      ))}
    </Stack>
  );
}
