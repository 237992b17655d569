import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** A department's switch of the student and parent side, and its students' phones. */
export class FamilyAdminRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async enabled(department: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('family_switches')
      .select('enabled')
      .where('department', '=', department)
      .executeTakeFirst();
    return row?.enabled === 1;
  }

  async setEnabled(
    department: string,
    enabled: boolean,
    staffId: number,
    now: Date,
  ): Promise<void> {
    const values = { enabled: enabled ? 1 : 0, updated_by: staffId, updated_at: now.toISOString() };
    await this.db
      .insertInto('family_switches')
      .values({ department, ...values })
      .onConflict((oc) => oc.column('department').doUpdateSet(values))
      .execute();
  }

  activeStudentPhones(department: string) {
    return this.db
      .selectFrom('students')
      .select(['register_number', 'student_name', 'student_number', 'parent_number'])
      .where('department', '=', department)
      .where('active', '=', 1)
      .orderBy('register_number')
      .execute();
  }
}
