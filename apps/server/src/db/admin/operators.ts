import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';

export type RoleChange = { email: string; role: 'member' | 'operator'; changed: boolean };

/**
 * Grants or revokes the operator role by email (decision 025): the only way a role changes, never a request body.
 * Audited as the command line's (no operator). Answers null for an unknown email.
 */
export async function setOperatorRole(db: Db, rawEmail: string, grant: boolean): Promise<RoleChange | null> {
  const email = rawEmail.trim().toLowerCase();
  const role = grant ? 'operator' : 'member';
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ id: string; role: 'member' | 'operator' }>(
      tx,
      sql`SELECT id, role FROM users WHERE email = ${email} FOR UPDATE`,
    );
    if (!user) return null;
    if (user.role === role) return { email, role, changed: false };
    await tx.execute(sql`UPDATE users SET role = ${role} WHERE id = ${user.id}`);
    await tx.execute(sql`INSERT INTO audit_log (operator_id, action, target_type, target_id, reason, details)
      VALUES (NULL, ${grant ? 'role.grant' : 'role.revoke'}, 'user', ${user.id}, NULL, ${JSON.stringify({ by: 'command line', email })}::jsonb)`);
    return { email, role, changed: true };
  });
}
