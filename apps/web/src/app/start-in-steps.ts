/** A task of its own for what follows: the page's taps and frames come in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The whole app's first start (app/start.tsx) with its module graph evaluated in three tasks
 * instead of one (issue 56, tenth session): React Router, then zod with the start's schemas,
 * then the rest (the route table, the session layer, the guards). A module runs once, so each
 * step only takes its share out of the last one. On a teacher's first visit the app starts
 * while the teacher shell is on the screen, and one task of all three held a slow phone's main
 * thread so long that a tap on the shell waited for it; Lighthouse counted it as blocking time
 * of the staff panel. The steps cost two timers' turns, a few ms, before the app's start.
 */
export async function startInSteps<T>(start: () => Promise<T>): Promise<T> {
  await import('react-router');
  await nextTask();
  await import('../lib/start-schema-list');
  await nextTask();
  return start();
}
