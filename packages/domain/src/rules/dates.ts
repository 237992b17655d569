/** A calendar date 'YYYY-MM-DD' moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00.000Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
