import type { Kysely } from 'kysely';

/**
 * Passkeys (issue 21). Per staff member, their WebAuthn credentials: the public key (COSE,
 * base64url), the signature counter (bigint: authenticators count up to 2³²), transports, a name
 * the user gives it, when it was added and last used. Ceremony challenges live server-side, one
 * row each, spent by their first answer, so every server on one PostgreSQL shares them (like
 * used_captchas). Each department's policy sits in passkey_policies (no row: optional).
 * `staff.passkeys_reset_at` restarts the enrol-on-first-sign-in grace period; a session's
 * `scope` is 'enrol' while it may only add a passkey.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_staff').on('passkeys').column('staff_id').execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('passkey_policies')
    .addColumn('department', 'text', (c) => c.primaryKey())
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('staff').addColumn('passkeys_reset_at', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('full'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('scope').execute();
  await db.schema.alterTable('staff').dropColumn('passkeys_reset_at').execute();
  await db.schema.dropTable('passkey_policies').execute();
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
