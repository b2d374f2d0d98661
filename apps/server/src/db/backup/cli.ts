import path from 'node:path';
import { parseEnv } from '../../config/env.ts';
import { describeMediaLocation } from '../../media/open-media-store.ts';
import { pgliteDirOf } from '../client.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * `npm run db:backup [-- <dir>]` writes a backup (default DATA_DIR/backups/<timestamp>);
 * `npm run db:restore -- <dir>` replaces the current data with it. README "Backups" says how to use them live.
 */
const [command, dirArg] = process.argv.slice(2);
// npm runs workspace scripts inside apps/server; a directory the user names is relative to where they typed it.
const resolveArg = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
const env = parseEnv();
const mediaDir = env.media.kind === 'local' ? env.media.dir : null;
const target = { databaseUrl: env.DATABASE_URL, pgliteDir: pgliteDirOf(env.dataDir), mediaDir };

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dir = await createBackup(target, dirArg ? resolveArg(dirArg) : path.join(env.dataDir, 'backups', stamp));
    console.log(`Backup written to ${dir}`);
    if (!mediaDir)
      console.log(
        `Images live in ${describeMediaLocation(env.media)} and are not in this backup; keep the bucket versioned or replicated.`,
      );
  } else if (command === 'restore' && dirArg) {
    await restoreBackup(target, resolveArg(dirArg));
    const images = mediaDir ? `and images into ${mediaDir}` : `(images stay in ${describeMediaLocation(env.media)})`;
    console.log(`Restored ${resolveArg(dirArg)} into ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ${images}`);
  } else {
    console.error('Usage: backup [dir] | restore <dir>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`${command} failed:`, error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
