import { sql, type Kysely } from 'kysely';
import type { CalendarAnswer, ClassKey } from '@attendance/domain';
import { compiledOnce } from '../../db/compiled';
import type { SqliteConnection } from '../../db/sqlite-turns';
import type { DB } from '../../db/types';
import { classKeyText, type ClassVersions } from './timetable.repo';
import { WeekLoader } from './week-loader';

/**
 * The week a submission is checked against (a department's calendar, a class's timetable
 * versions): the one WeekLoader's answers, kept in memory between submissions and read again
 * only when the week changed.
 *
 * Several servers may share one PostgreSQL, so a write on another server must be seen at the
 * next submission: every submission reads a stamp of the week tables — row count and highest
 * id of terms, dated days and timetable versions — in the query that resolves its class. Rows
 * of these tables are only inserted or deleted, never updated (a timetable's cells change only
 * with a new version), and ids are never reused (AUTOINCREMENT, serial), so any write changes
 * the stamp: an insert raises the highest id, a delete alone lowers the count. The campus
 * config's calendar is read once at start, as the rest of the config.
 *
 * On PostgreSQL, where that query is a round trip of its own, a submission may instead use the
 * class and stamp as remembered (`rememberedClassOf`) if the statement that writes it checks
 * both unchanged (WEEK_STAMP_SQL), and reads them afresh when it did not write.
 */
export class WeekCache extends WeekLoader {
  private stamp = '';
  private classes = new Map<number, ClassKey>();
  private calendars = new Map<string, Promise<CalendarAnswer>>();
  private classTimetables = new Map<string, Promise<ClassVersions['versions']>>();

  /** The class of a subject (null: no such subject), and whether the week is as cached. */
  async classOf(subjectID: number): Promise<ClassKey | null> {
    const [row] = await classWithStamp(this.db, subjectID);
    if (!row) return null;
    const { stamp, ...cls } = row;
    this.stillCurrent(stamp);
    this.classes.set(subjectID, cls);
    return cls;
  }

  /**
   * The stamp as read by another statement (WEEK_STAMP_SQL among its columns): what is cached
   * is dropped when the week changed, as classOf does.
   */
  current(stamp: string): void {
    this.stillCurrent(stamp);
  }

  /** The class and the stamp as last read, with no query; undefined when not read yet. */
  rememberedClassOf(subjectID: number): { cls: ClassKey; stamp: string } | undefined {
    const cls = this.classes.get(subjectID);
    return cls && { cls, stamp: this.stamp };
  }

  /**
   * SQLite, inside a submission's transaction: whether the subject's class and the week's stamp
   * are still `remembered`, read at once on the connection (db/sqlite-turns.ts). The caches are
   * left as they are: a submission that finds the week changed reads it again (`classOf`).
   */
  isCurrentNow(
    sqlite: SqliteConnection,
    subjectID: number,
    remembered: { cls: ClassKey; stamp: string },
  ): boolean {
    const [row] = classWithStamp.now(sqlite, subjectID);
    const { cls } = remembered;
    return (
      row !== undefined &&
      row.stamp === remembered.stamp &&
      row.department === cls.department &&
      row.batch === cls.batch &&
      row.year === cls.year &&
      row.semester === cls.semester
    );
  }

  /** A department's calendar (campus entries included), as remembered. */
  override calendar(department: string | null): Promise<CalendarAnswer> {
    return this.remembered(this.calendars, department ?? '\u0000', () =>
      super.calendar(department),
    );
  }

  /** A class's timetable versions with their cells, oldest first, as remembered. */
  override timetable(cls: ClassKey): Promise<ClassVersions['versions']> {
    return this.remembered(this.classTimetables, classKeyText(cls), () => super.timetable(cls));
  }

  private stillCurrent(stamp: string): void {
    if (stamp === this.stamp) return;
    // New maps: a read begun under the old stamp settles into the dropped ones.
    this.stamp = stamp;
    this.classes = new Map();
    this.calendars = new Map();
    this.classTimetables = new Map();
  }

  private remembered<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) {
    let entry = cache.get(key);
    if (!entry) {
      entry = load();
      cache.set(key, entry);
      // A failed read is not remembered: the next submission asks again.
      entry.catch(() => cache.delete(key));
    }
    return entry;
  }
}

/**
 * The week's stamp as one SQL text, the same on both engines: row count and highest id of each
 * week table. A statement that writes by a remembered stamp compares it with this.
 */
export const WEEK_STAMP_SQL = (['week_terms', 'week_days', 'timetable_versions'] as const)
  .map((table) => `(select count(*) || '.' || coalesce(max(id), 0) from ${table})`)
  .join(` || '/' || `);

/** Every submission asks it: compiled once (db/compiled.ts). */
const classWithStamp = compiledOnce((db: Kysely<DB>, subjectID: number) =>
  db
    .selectFrom('subjects')
    .select([
      'owner_department as department',
      'batch',
      'year',
      'semester',
      sql<string>`${sql.raw(WEEK_STAMP_SQL)}`.as('stamp'),
    ])
    .where('id', '=', subjectID),
);
