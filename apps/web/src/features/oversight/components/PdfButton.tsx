import { Button, Group, Loader } from '@mantine/core';
import { StatusText } from '../../../components/StatusText';

/** Download PDF with its busy state and the builder's refusal beside it. */
export function PdfButton(props: {
  busy: boolean;
  text: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Group gap="sm">
      <Button
        onClick={props.onClick}
        disabled={props.disabled}
        aria-busy={props.busy}
        rightSection={props.busy ? <Loader size="xs" color="white" aria-hidden /> : null}
      >
        Download PDF
      </Button>
      <StatusText text={props.text} error testId="pdf-message" />
    </Group>
  );
}
