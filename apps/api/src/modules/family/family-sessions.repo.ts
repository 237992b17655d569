import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Student and parent sessions, and the children each may see. */
export class FamilySessionsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async create(
    session: { id: string; kind: string; phone: string; studentIds: number[] },
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('family_sessions')
        .values({
          id: session.id,
          kind: session.kind,
          phone: session.phone,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      await trx
        .insertInto('family_session_children')
        .values(
          session.studentIds.map((studentId) => ({
            session_id: session.id,
            student_id: studentId,
          })),
        )
        .execute();
    });
  }

  find(id: string) {
    return this.db
      .selectFrom('family_sessions')
      .select(['kind', 'phone', 'last_seen_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The session's children that are active in a department with the side open. */
  children(id: string) {
    return this.db
      .selectFrom('family_session_children')
      .innerJoin('students', 'students.id', 'family_session_children.student_id')
      .innerJoin('family_switches', 'family_switches.department', 'students.department')
      .select([
        'students.id',
        'students.student_name',
        'students.register_number',
        'students.department',
        'students.batch',
        'students.year',
        'students.semester',
        'students.student_number',
        'students.parent_number',
      ])
      .where('family_session_children.session_id', '=', id)
      .where('students.active', '=', 1)
      .where('family_switches.enabled', '=', 1)
      .orderBy('students.id')
      .execute();
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('family_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async delete(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('family_session_children').where('session_id', 'in', ids).execute();
      await trx.deleteFrom('family_sessions').where('id', 'in', ids).execute();
    });
  }

  /** Sessions that may see a student of the department (of one phone, when given). */
  async ofDepartment(department: string, phone?: string) {
    let query = this.db
      .selectFrom('family_sessions')
      .innerJoin(
        'family_session_children',
        'family_session_children.session_id',
        'family_sessions.id',
      )
      .innerJoin('students', 'students.id', 'family_session_children.student_id')
      .select([
        'family_sessions.id',
        'family_sessions.kind',
        'family_sessions.phone',
        'family_sessions.last_seen_at',
        'family_sessions.expires_at',
        'students.register_number',
      ])
      .where('students.department', '=', department);
    if (phone) query = query.where('family_sessions.phone', '=', phone);
    return query.orderBy('family_sessions.last_seen_at', 'desc').execute();
  }
}
