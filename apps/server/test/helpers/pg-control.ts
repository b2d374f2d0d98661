import fs from 'node:fs';
import path from 'node:path';

/** DBState in PostgreSQL's pg_control (src/include/catalog/pg_control.h). */
export const DB_STATE = { shutDown: 1, inProduction: 6 } as const;

/**
 * The cluster state PostgreSQL recorded in `global/pg_control`: "shut down" after a clean close, so the next
 * start needs no recovery; "in production" while open, and still so after a crash (the next start replays the WAL).
 * The state is the int32 after the system identifier (8 bytes) and the two version numbers (4 bytes each).
 */
export function clusterState(pgliteDir: string): number {
  return fs.readFileSync(path.join(pgliteDir, 'global', 'pg_control')).readInt32LE(16);
}
