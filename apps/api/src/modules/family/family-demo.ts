import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The demo parent's phone: two children, in CSE and in ECE (README, "Students and parents"). */
export const DEMO_PARENT_PHONE = '98765 43210';

/**
 * The demo campus opens the student and parent side in every department, and makes the first
 * active second-year of CSE and of ECE siblings with one parent phone. With no SMS gateway the
 * codes go to the server log, so `DEMO_DATA=1 npm start` shows the whole side.
 */
export async function openDemoFamilySide(
  db: Kysely<DB>,
  departments: string[],
  adminOf: Map<string, number>,
  at: string,
): Promise<void> {
  for (const department of departments) {
    await db
      .insertInto('family_switches')
      .values({
        department,
        enabled: 1,
        updated_by: adminOf.get(department) ?? null,
        updated_at: at,
      })
      .execute();
    const first = await db
      .selectFrom('students')
      .select('id')
      .where('department', '=', department)
      .where('year', '=', 2)
      .where('active', '=', 1)
      .orderBy('register_number')
      .executeTakeFirst();
    if (first && department !== 'MECH') {
      await db
        .updateTable('students')
        .set({ parent_number: DEMO_PARENT_PHONE })
        .where('id', '=', first.id)
        .execute();
    }
  }
}
