import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

export interface StudentPhones {
  id: number;
  register_number: string;
  department: string;
  student_number: string;
  parent_number: string;
}

/** The codes, and who a login names: all SQL of signing in with a code. */
export class FamilyCodesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Whether any department has opened the side (else every request meets the closed message). */
  async anyDepartmentOpen(): Promise<boolean> {
    const row = await this.db
      .selectFrom('family_switches')
      .select('department')
      .where('enabled', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private activeInOpenDepartments() {
    return this.db
      .selectFrom('students')
      .innerJoin('family_switches', 'family_switches.department', 'students.department')
      .select([
        'students.id',
        'students.register_number',
        'students.department',
        'students.student_number',
        'students.parent_number',
      ])
      .where('students.active', '=', 1)
      .where('family_switches.enabled', '=', 1);
  }

  /** The active student of a register number, in a department that has opened the side. */
  studentByRegisterNumber(registerNumber: string): Promise<StudentPhones | undefined> {
    return this.activeInOpenDepartments()
      .where(sql`upper(students.register_number)`, '=', registerNumber.toUpperCase())
      .executeTakeFirst();
  }

  /**
   * Candidates for a parent phone: stored numbers are as typed ('98765 43210', '+91-98765…'),
   * so this reads those whose digits end with the national number; the caller keeps the exact.
   */
  parentCandidates(digits: string): Promise<StudentPhones[]> {
    const stripped = sql<string>`replace(replace(replace(replace(replace(students.parent_number, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`;
    return this.activeInOpenDepartments()
      .where(stripped, 'like', `%${digits}`)
      .orderBy('students.id')
      .execute();
  }

  countSince(trx: Kysely<DB>, since: Date, phone?: string): Promise<number> {
    let query = trx
      .selectFrom('family_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('created_at', '>', since.toISOString());
    if (phone) query = query.where('phone', '=', phone);
    return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  }

  async insert(
    trx: Kysely<DB>,
    code: { kind: string; login: string; phone: string; codeHash: string },
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await trx
      .insertInto('family_codes')
      .values({
        kind: code.kind,
        login: code.login,
        phone: code.phone,
        code_hash: code.codeHash,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .execute();
  }

  /** The newest code of a login that is neither spent nor expired: the one a try is held to. */
  newestLive(kind: string, login: string, now: Date) {
    return this.db
      .selectFrom('family_codes')
      .select(['id', 'code_hash', 'wrong_tries'])
      .where('kind', '=', kind)
      .where('login', '=', login)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Counts a wrong try unless the code is already dead: one statement, so tries never race. */
  async countWrongTry(id: number, maxTries: number): Promise<void> {
    await this.db
      .updateTable('family_codes')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('id', '=', id)
      .where('wrong_tries', '<', maxTries)
      .execute();
  }

  /** Spends the code; false when another request spent it first or it died meanwhile. */
  async spend(id: number, maxTries: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('family_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('wrong_tries', '<', maxTries)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Codes are kept a week for the record, then pruned. */
  async prune(before: Date): Promise<void> {
    await this.db
      .deleteFrom('family_codes')
      .where('created_at', '<', before.toISOString())
      .execute();
  }
}
