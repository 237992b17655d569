import { useMemo } from 'react';
import {
  formatCountdown,
  markingWindowState,
  parseMarkingWindow,
  windowRefusal,
  type CampusInfo,
  type MarkingWindow,
  type MarkingWindowState,
} from '@attendance/domain';
import { useNow } from '../use-now';
import classes from './WindowCountdown.module.css';

/** Outside the window, the server's own refusal text (one place: the domain package). */
function describe(state: MarkingWindowState, span: MarkingWindow): string {
  if (state.phase === 'open') return `Closing in ${formatCountdown(state.secondsToClose)}`;
  return windowRefusal(state, span) ?? '';
}

/**
 * Spec section 4: the daily marking window in the campus zone (not the device's), ticking every
 * second (a plain element: it re-renders each second). It informs; the server decides whether a
 * submission is inside the window.
 */
export function WindowCountdown({ campus }: { campus: CampusInfo }) {
  const now = useNow(1000);
  const span = useMemo(
    () => parseMarkingWindow(`${campus.markingWindow.start}-${campus.markingWindow.end}`),
    [campus.markingWindow.start, campus.markingWindow.end],
  );
  if (!span) return null;
  const state = markingWindowState(now, campus.timezone, span);
  const tone = state.phase === 'open' ? state.tone : 'neutral';
  const blink = state.phase === 'open' && state.blink;
  return (
    <div
      role="timer"
      className={`${classes.box} ${classes[tone]} ${blink ? classes.blink : ''}`}
      data-testid="window-countdown"
      data-phase={state.phase}
      data-tone={tone}
      data-blink={blink}
    >
      {describe(state, span)}
    </div>
  );
}
