import { ATTENDANCE_STATUSES } from '@attendance/domain';
import type { StatusCounts as Counts } from '../marking';
import classes from './StatusCounts.module.css';
import { useT } from '../../../lib/i18n/use-t';
import { statusLabels } from '../../../lib/i18n/status-labels';

/**
 * P/A/OD/ML/LEAVE counts: above the submit button and in the confirmation. Plain elements: it
 * re-renders on every tap of the class.
 */
export function StatusCounts({ counts, testId }: { counts: Counts; testId: string }) {
  const labels = statusLabels(useT());
  return (
    <div className={classes.counts} data-testid={testId}>
      {ATTENDANCE_STATUSES.map((status) => (
        <span
          key={status}
          data-testid={`${testId}-${status}`}
          data-count={counts[status]}
          title={labels[status]}
        >
          <span aria-hidden="true">{status}</span>
          <span className={classes.hidden}>{labels[status]}</span> <strong>{counts[status]}</strong>
        </span>
      ))}
    </div>
  );
}
