import { AdListResponseSchema, type AdListResponse } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo.ts';
import { DB_KINDS, startTestApp, type DbKind, type TestApp } from '../helpers/test-app.ts';
import { CROSS_SCRIPT_ADS, CROSS_SCRIPT_CASES } from './cross-script-queries.ts';
import { answerOf, caseName, caseUrl, checkCase } from './relevance-case.ts';

// Issue 21: a search in Telugu or Devanagari script, or in romanised words, finds the English demo ads; ads written
// in Telugu or Hindi are found by words in their own script. On PGlite and PostgreSQL, with the same answers on both.
const answers = new Map<DbKind, Map<string, ReturnType<typeof answerOf>>>();

describe.each(DB_KINDS)('search across scripts on the demo data, %s', (kind) => {
  let t: TestApp;
  const seen = new Map<string, ReturnType<typeof answerOf>>();
  answers.set(kind, seen);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoData(t.database.db, t.media, { now: new Date() });
    // Written as a person here would, through the same trigger that keeps the lexicon of every ad current.
    await t.database.db.execute(sql`
      INSERT INTO ads (owner_id, title, description, category_key, subcategory, location_id, price, price_type, features, amenities,
        contact_name, contact_phone, status, plan_id, published_at, expires_at)
      SELECT (SELECT id FROM users ORDER BY created_at LIMIT 1), a.title, a.description, a.category_key, a.subcategory, a.location_id,
        a.price, 'fixed', '{}', '{}', 'Cross-script seller', '9876543210', 'active', 1, now(), now() + interval '30 days'
      FROM json_to_recordset(${JSON.stringify(CROSS_SCRIPT_ADS)}::json)
        AS a(title text, description text, category_key text, subcategory text, location_id text, price numeric)`);
  }, 180_000);
  afterAll(() => t?.close());

  async function list(url: string): Promise<AdListResponse> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return AdListResponseSchema.parse(res.json());
  }

  for (const c of CROSS_SCRIPT_CASES) {
    it(caseName(c), async () => {
      const body = await list(caseUrl(c));
      seen.set(caseName(c), answerOf(body));
      checkCase(c, body, c.sameAs ? await list(caseUrl(c, c.sameAs)) : undefined);
    });
  }
});

describe('search across scripts on both databases', () => {
  it.runIf(DB_KINDS.length === 2)('gives the same answers on PGlite and PostgreSQL', () => {
    expect(answers.get('postgres')?.size).toBe(CROSS_SCRIPT_CASES.length);
    expect(answers.get('postgres')).toEqual(answers.get('pglite'));
  });
});
