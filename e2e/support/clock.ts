// A server that runs ahead of the real clock (shifted-clock.mjs, started by portal.ts), for the
// tests that must see a teaching day: the demo campus teaches Monday to Friday, and on a weekend
// its Today board is empty.

const DAY_MS = 86_400_000;
/** Asia/Kolkata, the tests' campus zone, has no daylight saving: a fixed +05:30. */
const KOLKATA_MS = 330 * 60_000;

/**
 * How far ahead the server's clock must run to read `hour`:00 in Asia/Kolkata on the next Monday
 * to Friday (today's, if that hour is still to come). Never behind: the browser keeps the real
 * time, and a cookie the server dates must not have expired there.
 */
export function shiftToWeekday(hour: number, now = Date.now()): number {
  const wall = new Date(now + KOLKATA_MS);
  wall.setUTCHours(hour, 0, 0, 0);
  let target = wall.getTime() - KOLKATA_MS;
  const weekend = (at: number) => [0, 6].includes(new Date(at + KOLKATA_MS).getUTCDay());
  while (target < now || weekend(target)) target += DAY_MS;
  return target - now;
}
