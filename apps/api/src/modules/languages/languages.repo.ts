import type { Kysely } from 'kysely';
import { isLanguage, type FamilyKind, type Language } from '@attendance/domain';
import type { DB } from '../../db/types';

/** Each person's chosen language (issue 53, migration 019): all its SQL. */
export class LanguagesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async setStaff(staffId: number, language: Language): Promise<void> {
    await this.db.updateTable('staff').set({ language }).where('id', '=', staffId).execute();
  }

  async family(kind: FamilyKind, phone: string): Promise<Language | null> {
    const row = await this.db
      .selectFrom('family_languages')
      .select('language')
      .where('kind', '=', kind)
      .where('phone', '=', phone)
      .executeTakeFirst();
    return isLanguage(row?.language) ? row.language : null;
  }

  async setFamily(kind: FamilyKind, phone: string, language: Language, now: Date): Promise<void> {
    const updated_at = now.toISOString();
    await this.db
      .insertInto('family_languages')
      .values({ kind, phone, language, updated_at })
      .onConflict((c) => c.columns(['kind', 'phone']).doUpdateSet({ language, updated_at }))
      .execute();
  }
}
