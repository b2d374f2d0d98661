import { EnvError, parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { buildApp } from './http/app.ts';
import { MediaStoreUnavailableError } from './media/media-store.ts';
import { describeMediaLocation, openMediaStore } from './media/open-media-store.ts';
import { createSweeper } from './sweeps/sweeper.ts';
import { expireAdsTask, expiredSessionsTask, orphanImagesTask, staleTempFilesTask } from './sweeps/tasks.ts';

/** How long a shutdown waits for requests in flight (a photo upload on a slow phone) before closing anyway. */
const DRAIN_TIMEOUT_MS = 20_000;

async function main() {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: env.DATABASE_POOL_SIZE });
  await database.migrate();
  await seedCatalogue(database.db, env.freePlan);
  const media = await openMediaStore(env.media);
  if (env.SEED_DEMO_DATA) await seedDemoData(database.db, media);

  const app = await buildApp({ env, database, media });
  database.logTo(app.log);
  const sweeper = createSweeper({
    db: database.db,
    log: app.log,
    // Modules add their own periodic work (pending payments, expiry reminders) through app.sweepTasks.
    tasks: [
      orphanImagesTask(media),
      staleTempFilesTask(media, app.log),
      expireAdsTask(),
      expiredSessionsTask(env.SESSION_IDLE_DAYS),
      ...app.sweepTasks,
    ],
  });
  sweeper.start(10 * 60_000);
  // In-flight requests finish (new ones get 503 meanwhile) and the database closes cleanly on SIGTERM/SIGINT.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await sweeper.stop();
    await app.drain(DRAIN_TIMEOUT_MS);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Mohalla Ads is running at ${env.publicUrl} (database: ${database.kind}, images: ${describeMediaLocation(env.media)})`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else if (err instanceof MediaStoreUnavailableError) {
    console.error(`Cannot use the image store: ${err.message}. Check the S3_* settings.`);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
