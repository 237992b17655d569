// `npm run staff -- approve EMAIL | list [--pending] | disable EMAIL | reset-passkeys EMAIL`: staff operations for the
// IT office, on the database the server uses (the same DATABASE_URL / DATA_DIR settings).
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { AppError } from './lib/errors';
import {
  approveByEmail,
  disableByEmail,
  listStaff,
  resetPasskeysByEmail,
} from './modules/staff/staffOperations';

const USAGE = `Usage:
  npm run staff -- approve EMAIL     let this registration sign in (also re-enables a disabled account)
  npm run staff -- list [--pending]  every staff member, or only registrations waiting for approval
  npm run staff -- disable EMAIL     stop this account signing in; its sessions end at once
  npm run staff -- reset-passkeys EMAIL  remove its passkeys (lost phone): it adds one at next sign-in`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, argument] = process.argv.slice(2);
const known =
  (command === 'approve' || command === 'disable' || command === 'reset-passkeys') && argument
    ? true
    : command === 'list' && (argument === undefined || argument === '--pending');
if (!known) fail(USAGE);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const database = createDatabase(config.database);
try {
  await migrateToLatest(database.db, database.schema);
  const now = new Date();
  if (command === 'approve') console.log(await approveByEmail(database.db, argument!, now));
  else if (command === 'disable') console.log(await disableByEmail(database.db, argument!, now));
  else if (command === 'reset-passkeys')
    console.log(await resetPasskeysByEmail(database.db, config, argument!, now));
  else {
    const rows = await listStaff(database.db, argument === '--pending');
    if (rows.length === 0) console.log(argument ? 'No registration is waiting.' : 'No staff yet.');
    for (const row of rows) {
      console.log(
        [row.status.padEnd(8), row.department.padEnd(10), row.designation.padEnd(13), row.email]
          .concat(`${row.name} (registered ${row.registeredAt.slice(0, 16).replace('T', ' ')})`)
          .join('  '),
      );
    }
  }
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
