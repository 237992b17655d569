import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';

export async function loadDemoCampus(_db: Kysely<DB>, _config: Config): Promise<void> {}
