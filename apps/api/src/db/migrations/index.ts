import type { Migration } from 'kysely';
import * as m001 from './001_initial';

/** Every migration, in order. Frozen once landed: change the schema with a new one. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
};
