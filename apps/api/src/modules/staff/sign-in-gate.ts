import { MESSAGES } from '@attendance/domain';
import { ForbiddenError } from '../../lib/errors';

/**
 * Asked only once the email and ID card number were right, so a stranger learns nothing about
 * an account's status: 403 for a registration still waiting or an account disabled.
 */
export function assertMaySignIn(staff: { status: string }): void {
  if (staff.status === 'approved') return;
  if (staff.status === 'disabled') {
    throw new ForbiddenError(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED');
  }
  throw new ForbiddenError(MESSAGES.awaitingApproval, 'APPROVAL_PENDING');
}
