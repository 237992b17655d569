import type { OversightToday } from '../schemas/oversight';

/** The Today view's summary line, on the screen and in its exports. */
export function todaySummary(today: Pick<OversightToday, 'marked' | 'expected' | 'periods'>) {
  return today.expected === 0 && today.periods.length === 0
    ? 'No period has started yet today.'
    : `${today.marked} of ${today.expected} periods marked`;
}
