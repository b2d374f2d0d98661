import { AdListResponseSchema, type AdListResponse } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADS } from '../../src/db/seed/demo-ads.ts';
import { seedDemoData } from '../../src/db/seed/demo.ts';
import { DB_KINDS, startTestApp, type DbKind, type TestApp } from '../helpers/test-app.ts';
import { DEMO_CASES } from './demo-queries.ts';
import { answerOf, caseName, caseUrl, checkCase, titlesOf } from './relevance-case.ts';

// Issue 18, point 3: the relevance test set on the demo data, on PGlite and PostgreSQL, with the same answers on both.
const NOW = new Date();
const answers = new Map<DbKind, Map<string, ReturnType<typeof answerOf>>>();

describe('the demo relevance test set', () => {
  it('has at least 50 cases, each with its own name, naming only demo ads that exist', () => {
    expect(DEMO_CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(DEMO_CASES.map(caseName)).size).toBe(DEMO_CASES.length);
    const titles = new Set(DEMO_ADS.map((ad) => ad.title));
    expect(DEMO_CASES.flatMap(titlesOf).filter((title) => !titles.has(title))).toEqual([]);
  });
});

describe.each(DB_KINDS)('search relevance on the demo data, %s', (kind) => {
  let t: TestApp;
  const seen = new Map<string, ReturnType<typeof answerOf>>();
  answers.set(kind, seen);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoData(t.database.db, t.media, { now: NOW });
  }, 180_000);
  afterAll(() => t?.close());

  async function list(url: string): Promise<AdListResponse> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return AdListResponseSchema.parse(res.json());
  }

  for (const c of DEMO_CASES) {
    (c.defect ? it.fails : it)(caseName(c), async () => {
      const body = await list(caseUrl(c));
      seen.set(caseName(c), answerOf(body));
      checkCase(c, body, c.sameAs ? await list(caseUrl({ ...c, exact: false }, c.sameAs)) : undefined);
    });
  }
});

describe('the demo relevance test set on both databases', () => {
  it.runIf(DB_KINDS.length === 2)('gives the same answers on PGlite and PostgreSQL', () => {
    expect(answers.get('postgres')?.size).toBe(DEMO_CASES.length);
    expect(answers.get('postgres')).toEqual(answers.get('pglite'));
  });
});
