// `npm run staff -- approve EMAIL | list [--pending] | disable EMAIL | reset-passkeys EMAIL |
// tokens EMAIL | revoke-token ID`: staff operations for the IT office, on the database the server uses (the same DATABASE_URL / DATA_DIR settings).
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { AppError } from './lib/errors';
import {
  approveByEmail,
  disableByEmail,
  listStaff,
  resetPasskeysByEmail,
} from './modules/staff/staff-operations';
import { revokeTokenById, tokensOfEmail, tokenState } from './modules/tokens/token-operations';

const USAGE = `Usage:
  npm run staff -- approve EMAIL     let this registration sign in (also re-enables a disabled account)
  npm run staff -- list [--pending]  every staff member, or only registrations waiting for approval
  npm run staff -- disable EMAIL     stop this account signing in; its sessions end at once
  npm run staff -- reset-passkeys EMAIL  remove its passkeys (lost phone): it adds one at next sign-in
  npm run staff -- tokens EMAIL      the API tokens this Admin made (id, state, scope, name, dates)
  npm run staff -- revoke-token ID   revoke the API token of this id (from \`tokens\`) at once`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, argument] = process.argv.slice(2);
const known =
  ['approve', 'disable', 'reset-passkeys', 'tokens'].includes(command ?? '') && argument
    ? true
    : command === 'revoke-token'
      ? /^[1-9]\d{0,9}$/.test(argument ?? '')
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
  else if (command === 'revoke-token')
    console.log(await revokeTokenById(database.db, Number(argument), now));
  else if (command === 'tokens') {
    const tokens = await tokensOfEmail(database.db, argument!);
    if (tokens.length === 0) console.log(`${argument} has made no API token.`);
    const day = (at: string | null) => (at ? at.slice(0, 16).replace('T', ' ') : 'never');
    for (const token of tokens) {
      console.log(
        [
          String(token.tokenId).padStart(5),
          tokenState(token, now).padEnd(7),
          token.scope.padEnd(11),
          `"${token.name}"`,
        ]
          .concat(`created ${day(token.createdAt)}, last used ${day(token.lastUsedAt)}`)
          .concat(`expires ${day(token.expiresAt)}`)
          .join('  '),
      );
    }
  } else {
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
