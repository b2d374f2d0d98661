import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const run = promisify(execFile);

/**
 * A backup is a directory holding the database (pg_dump's custom format for PostgreSQL, PGlite's own
 * data-directory dump for PGlite), the media files as a tar, and a manifest naming which is which.
 * Images on disk beside the database go into the backup, since a database without them would restore broken ads.
 * Images in object storage (S3_BUCKET) stay out of it (`mediaDir: null`): the bucket keeps them, and its own
 * versioning or replication protects them (README "Backups").
 */
export type BackupTarget = { databaseUrl?: string; pgliteDir: string; mediaDir: string | null };
type Manifest = { kind: 'pglite' | 'postgres'; createdAt: string; database: string; media: string | null };

const MANIFEST = 'manifest.json';

export async function createBackup(target: BackupTarget, outDir: string): Promise<string> {
  await fs.mkdir(outDir, { recursive: true });
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const database = kind === 'postgres' ? 'database.pgdump' : 'database.pglite.tar.gz';
  const databaseFile = path.join(outDir, database);
  if (target.databaseUrl) {
    // A consistent snapshot of a live database; the site keeps serving while it runs.
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${databaseFile}`, `--dbname=${target.databaseUrl}`]);
  } else {
    const client = await PGlite.create({ dataDir: target.pgliteDir, extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('gzip');
      await fs.writeFile(databaseFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  if (target.mediaDir) {
    await fs.mkdir(target.mediaDir, { recursive: true });
    await run('tar', ['-cf', path.join(outDir, 'media.tar'), '-C', target.mediaDir, '.']);
  }
  const manifest: Manifest = { kind, createdAt: new Date().toISOString(), database, media: target.mediaDir ? 'media.tar' : null };
  await fs.writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return outDir;
}

/** Replaces the current database and media with the backup's. The server must be stopped for PGlite. */
export async function restoreBackup(target: BackupTarget, fromDir: string): Promise<void> {
  const manifest = JSON.parse(await fs.readFile(path.join(fromDir, MANIFEST), 'utf8')) as Manifest;
  const expected = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== expected) {
    throw new Error(`This backup is of ${manifest.kind}, but the configured database is ${expected}.`);
  }
  // Checked before anything is replaced: a database whose images are elsewhere would restore broken ads.
  if (manifest.media && !target.mediaDir) {
    throw new Error(
      'This backup holds its images in media.tar, but images are configured to live in S3_BUCKET: copy them into the bucket, or restore without S3_BUCKET.',
    );
  }
  if (!manifest.media && target.mediaDir) {
    throw new Error(
      'This backup was taken with images in object storage (S3_BUCKET) and holds none: restore it with the same S3 settings.',
    );
  }
  const databaseFile = path.join(fromDir, manifest.database);
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl}`, databaseFile]);
  } else {
    await fs.rm(target.pgliteDir, { recursive: true, force: true });
    await fs.mkdir(target.pgliteDir, { recursive: true });
    const dump = new Blob([await fs.readFile(databaseFile)]);
    const client = await PGlite.create({ dataDir: target.pgliteDir, loadDataDir: dump, extensions: { pg_trgm } });
    await client.close();
  }
  if (manifest.media && target.mediaDir) {
    await fs.rm(target.mediaDir, { recursive: true, force: true });
    await fs.mkdir(target.mediaDir, { recursive: true });
    await run('tar', ['-xf', path.join(fromDir, manifest.media), '-C', target.mediaDir]);
  }
}
