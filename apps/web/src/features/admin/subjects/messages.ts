import { serverMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n/i18n';

/** The spec's words for the subject and allocation screens (sections 5 and 8), in the person's language. */
export function subjectMessages() {
  return {
    missingFields: (fields: string) => t('admin.subjects.missingFields', { fields }),
    addFailed: t('admin.subjects.addFailed'),
    fetchFailed: t('admin.subjects.fetchFailed'),
    studentsFailed: t('admin.studentsFailed'),
    updateFailed: t('admin.subjects.updateFailed'),
    deleteFailed: t('admin.subjects.deleteFailed'),
    fillAllFields: t('admin.subjects.fillAllFields'),
    noChanges: t('admin.subjects.noChanges'),
    allocateFailed: t('admin.allocations.allocateFailed'),
    allocationsFailed: t('admin.allocations.fetchFailed'),
    allocated: (student: string) => t('admin.allocations.allocated', { student }),
  };
}

/**
 * The spec's failure text, followed by the server's reason when it gave one (a duplicate, a
 * subject with attendance), so the Admin knows what to do about it.
 */
export function failureWithReason(prefix: string, error: unknown): string {
  const reason = serverMessage(error, '');
  return reason ? `${prefix}: ${reason}` : prefix;
}
