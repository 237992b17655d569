import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { errorCodeOf } from '@attendance/domain';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n/i18n';

/** The server's question for a period the timetable gives to another subject (issue 20). */
export function isSubstitutionQuestion(error: unknown): error is ApiError {
  return error instanceof ApiError && errorCodeOf(error.body) === 'SUBSTITUTION_CONFIRM';
}

/**
 * "P3 is Maths (Anand) in the timetable; mark it as Data Structures?": the server's question,
 * asked as is. Yes sends the same submission again, recorded as a substitution.
 */
export function openSubstitutionConfirm(
  question: string,
  onConfirm: () => void,
  onCancel: () => void,
): void {
  let confirmed = false;
  modals.openConfirmModal({
    title: t('staff.substitution.title'),
    closeOnClickOutside: false,
    children: (
      <Text size="sm" data-testid="substitution-question">
        {question}
      </Text>
    ),
    labels: { confirm: t('staff.substitution.confirm'), cancel: t('common.cancel') },
    cancelProps: { 'data-autofocus': true },
    confirmProps: { 'data-testid': 'confirm-substitution' },
    onConfirm: () => {
      if (confirmed) return;
      confirmed = true;
      onConfirm();
    },
    onClose: () => {
      if (!confirmed) onCancel();
    },
  });
}
