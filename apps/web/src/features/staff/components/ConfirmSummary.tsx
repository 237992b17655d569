import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { StatusCounts as Counts } from '../marking';
import { StatusCounts } from './StatusCounts';
import { useT } from '../../../lib/i18n/use-t';
import { t as i18nT } from '../../../lib/i18n/i18n';

interface Props {
  subject: string;
  date: string;
  period: number;
  counts: Counts;
}

/** The body of the confirmation: what is about to be stored, and that it is final. */
export function ConfirmSummary({ subject, date, period, counts }: Props) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="confirm-summary">
      <Text size="sm">{t('staff.confirm.what', { subject, date, period })}</Text>
      <StatusCounts counts={counts} testId="confirm-count" />
      <Text fw={600}>{t('staff.confirm.final')}</Text>
    </Stack>
  );
}

const CONFLICT_MODAL = 'attendance-conflict';

/**
 * Spec section 8: a 409 shows the server's text in an alert. The dialog opens while Submit is
 * still disabled, so Mantine has nothing to give the focus back to; `onClosed` does it.
 */
export function openConflictAlert(text: string, onClosed: () => void): void {
  modals.open({
    modalId: CONFLICT_MODAL,
    title: i18nT('staff.confirm.notSubmitted'),
    returnFocus: false,
    onClose: () => setTimeout(onClosed, 0),
    children: (
      <Stack gap="md">
        <Text role="alert" data-testid="conflict-message">
          {text}
        </Text>
        <Group justify="flex-end">
          <Button data-autofocus onClick={() => modals.close(CONFLICT_MODAL)}>
            {i18nT('staff.confirm.ok')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
