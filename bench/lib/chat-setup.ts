import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { SESSION_COOKIE } from '../../apps/server/src/base/viewer.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { sessions } from '../../apps/server/src/db/schema.ts';
import { seedCatalogue } from '../../apps/server/src/db/seed/catalogue.ts';
import { sha256 } from '../../apps/server/src/modules/auth/sessions.service.ts';
import { createAd, createUser } from '../../apps/server/test/helpers/fixtures.ts';
import { adminUrl, benchDatabaseName } from './args.ts';

/** A person of the chat benchmark: signed in (a session row), with the cookie their browser would send. */
export type ChatPerson = { id: string; cookie: string };
/** A thread to be started through the API: the buyer writes about the seller's ad. */
export type ChatPair = { buyer: ChatPerson; seller: ChatPerson; adId: number };

/**
 * A fresh database for the chat benchmark: PostgreSQL (dropped and created again; its name must start with
 * "bench") or PGlite in an empty data directory. `people` signed-in people; the first 2 x `pairs` of them are
 * buyers and sellers, one live ad per seller; the rest only listen.
 */
export async function prepareChatDatabase(
  target: { databaseUrl: string } | { dataDir: string },
  counts: { people: number; pairs: number },
): Promise<{ people: ChatPerson[]; pairs: ChatPair[] }> {
  if ('databaseUrl' in target) await recreate(target.databaseUrl);
  else {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    fs.mkdirSync(target.dataDir, { recursive: true });
  }
  const database = await openDatabase('databaseUrl' in target ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const people: ChatPerson[] = [];
    for (let i = 0; i < counts.people; i++) people.push(await signedIn(database, i));
    const pairs: ChatPair[] = [];
    for (let i = 0; i < counts.pairs; i++) {
      const buyer = people[2 * i]!;
      const seller = people[2 * i + 1]!;
      const ad = await createAd(database.db, seller.id, { title: `Bench cycle ${i}` }, 0);
      pairs.push({ buyer, seller, adId: ad.id });
    }
    return { people, pairs };
  } finally {
    await database.close();
  }
}

async function signedIn(database: Database, index: number): Promise<ChatPerson> {
  const user = await createUser(database.db, { displayName: `Bench person ${index}` });
  const token = crypto.randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({ id: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
}

async function recreate(url: string): Promise<void> {
  const name = benchDatabaseName(url);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}
