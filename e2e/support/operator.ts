import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The journeys' operator (decision 026). Roles come only from the command line (decision 025), and the e2e server
 * keeps PGlite in its own process, which no second process may open while it runs: so the account is made and
 * granted the role in the fresh data directory before the server starts (playwright.config.ts).
 */
export const E2E_OPERATOR = { name: 'Operator Meena', email: 'e2e-operator@example.in', password: 'Mohalla-operator-e2e-42' } as const;

/** Makes the operator's account in `dataDir`'s database (migrating it first), with the role, as `npm run admin:grant` does. */
export function prepareOperator(dataDir: string): void {
  const root = path.resolve(import.meta.dirname, '..', '..');
  execFileSync('npx', ['tsx', path.join('e2e', 'scripts', 'make-operator.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OPERATOR_DATA_DIR: dataDir, OPERATOR_ACCOUNT: JSON.stringify(E2E_OPERATOR) },
  });
}
