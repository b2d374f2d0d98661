import { parseEnv } from '../../config/env.ts';
import { describeMediaLocation, openMediaStore } from '../../media/open-media-store.ts';
import { openDatabase } from '../client.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoData } from './demo.ts';

/** `npm run db:seed`: brings the catalogue up to date and replaces the demo sellers' ads; other users' ads are untouched. */
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: env.DATABASE_POOL_SIZE });
try {
  const started = performance.now();
  await database.migrate();
  await seedCatalogue(database.db, env.freePlan);
  const result = await seedDemoData(database.db, await openMediaStore(env.media), { force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${result.ads} demo ads with images into ${database.kind} (media in ${describeMediaLocation(env.media)}) in ${seconds} s`,
  );
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
