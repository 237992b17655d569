import { serverMessage } from '../../../lib/api';

/** The spec's words for the subject and allocation screens (sections 5 and 8). */
export const SUBJECT_MESSAGES = {
  missingFields: '⚠ Please fill the following fields: ',
  addFailed: '❌ Failed to add subject',
  fetchFailed: 'Failed to fetch subjects',
  studentsFailed: 'Failed to fetch students',
  updateFailed: '❌ Failed to update subject',
  deleteFailed: '❌ Failed to delete subject',
  fillAllFields: '⚠ Please fill all fields before updating.',
  noChanges: '⚠ No changes detected.',
  allocateFailed: '❌ Failed to allocate subjects',
  allocationsFailed: 'Failed to fetch allocations',
  allocated: (student: string) => `✅ Subjects allocated successfully for ${student}`,
} as const;

/**
 * The spec's failure text, followed by the server's reason when it gave one (a duplicate, a
 * subject with attendance), so the Admin knows what to do about it.
 */
export function failureWithReason(prefix: string, error: unknown): string {
  const reason = serverMessage(error, '');
  return reason ? `${prefix}: ${reason}` : prefix;
}
