import { parseEnv } from '../../config/env.ts';
import { setOperatorRole } from './operators.ts';
import { openDatabase } from '../client.ts';

/**
 * `npm run admin:grant -- person@example.com` and `npm run admin:revoke -- person@example.com`: the operator role,
 * on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR; stop a PGlite server first). Exits 1 for
 * an unknown email.
 */
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin:grant -- person@example.com  |  npm run admin:revoke -- person@example.com');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: env.DATABASE_POOL_SIZE });
try {
  await database.migrate();
  const result = await setOperatorRole(database.db, email, command === 'grant');
  if (!result) {
    console.error(`No account with the email ${email.trim().toLowerCase()}: nothing changed`);
    process.exitCode = 1;
  } else if (!result.changed) {
    console.log(`${result.email} is already ${result.role === 'operator' ? 'an operator' : 'a member'}: nothing changed`);
  } else {
    console.log(`${result.email} is now ${result.role === 'operator' ? 'an operator' : 'a member (operator role revoked)'}`);
  }
} catch (error) {
  console.error('Changing the role failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
