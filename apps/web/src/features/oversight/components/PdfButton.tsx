import { Button, Group, Loader } from '@mantine/core';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

/** Download PDF with its busy state and the builder's refusal beside it. */
export function PdfButton(props: {
  busy: boolean;
  text: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <Group gap="sm">
      <Button
        onClick={props.onClick}
        disabled={props.disabled}
        aria-busy={props.busy}
        rightSection={props.busy ? <Loader size="xs" color="white" aria-hidden /> : null}
      >
        {t('common.downloadPdf')}
      </Button>
      <StatusText text={props.text} error testId="pdf-message" />
    </Group>
  );
}
