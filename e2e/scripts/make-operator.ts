// Run by e2e/support/operator.ts before the e2e server starts; never part of the app.
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { setOperatorRole } from '../../apps/server/src/db/admin/operators.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';

const dataDir = process.env.OPERATOR_DATA_DIR;
const account = JSON.parse(process.env.OPERATOR_ACCOUNT ?? '{}') as { name: string; email: string; password: string };
if (!dataDir || !account.email) throw new Error('OPERATOR_DATA_DIR and OPERATOR_ACCOUNT are required');

const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  await database.db
    .insert(users)
    .values({
      email: account.email,
      displayName: account.name,
      handle: 'e2e-operator',
      passwordHash: await hashPassword(account.password),
      consentedAt: new Date(),
    })
    .onConflictDoNothing();
  // The command line's own function (npm run admin:grant), so the grant is audited as the command line's.
  if (!(await setOperatorRole(database.db, account.email, true))) throw new Error('the operator account was not made');
} finally {
  await database.close();
}
