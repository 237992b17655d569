import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled';
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

  /**
   * The session and its children that are active in a department with the side open, in one
   * statement (every student and parent request asks it; compiled once, db/compiled.ts): the
   * session's row once per child, the child's columns null where the child does not count. No
   * rows: no such session.
   */
  async find(id: string) {
    const rows = await sessionWithChildren(this.db, id);
    const [session] = rows;
    if (!session) return undefined;
    const children = rows.flatMap((r) =>
      r.id === null || r.open_department === null
        ? []
        : [
            {
              id: r.id,
              student_name: r.student_name ?? '',
              register_number: r.register_number ?? '',
              department: r.department ?? '',
              batch: r.batch ?? '',
              year: r.year ?? 0,
              semester: r.semester ?? 0,
              student_number: r.student_number ?? '',
              parent_number: r.parent_number ?? '',
            },
          ],
    );
    const { kind, phone, last_seen_at, expires_at } = session;
    return { kind, phone, last_seen_at, expires_at, children };
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

const sessionWithChildren = compiledOnce((db: Kysely<DB>, id: string) =>
  db
    .selectFrom('family_sessions as fs')
    .leftJoin('family_session_children as c', 'c.session_id', 'fs.id')
    .leftJoin('students', (join) =>
      join.onRef('students.id', '=', 'c.student_id').on('students.active', '=', 1),
    )
    .leftJoin('family_switches as sw', (join) =>
      join.onRef('sw.department', '=', 'students.department').on('sw.enabled', '=', 1),
    )
    .select([
      'fs.kind',
      'fs.phone',
      'fs.last_seen_at',
      'fs.expires_at',
      'sw.department as open_department',
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
    .where('fs.id', '=', id)
    .orderBy('students.id'),
);
