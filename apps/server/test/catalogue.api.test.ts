import { AdStatusSchema, CategorySchema, LocationSchema, PaymentPlanSchema } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('catalogue API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the six categories with their subcategories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = z.array(CategorySchema).parse(res.json());
    expect(body.map((c) => c.CategoryKey)).toEqual(['real-estate', 'jobs', 'electronics', 'education', 'services', 'vehicles']);
    expect(body.find((c) => c.CategoryKey === 'vehicles')?.Subcategories).toEqual(['Cars', 'Bikes', 'Scooters', 'Auto Parts']);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('lists the three localities in Hyderabad, Telangana', async () => {
    const body = z.array(LocationSchema).parse((await t.app.inject({ url: '/api/locations' })).json());
    expect(body.map((l) => l.LocationId).sort()).toEqual(['dammaiguda', 'ecil', 'nagaram']);
    expect(new Set(body.map((l) => `${l.City}, ${l.State}`))).toEqual(new Set(['Hyderabad, Telangana']));
  });

  it('lists the Free plan first, then the three paid plans in rupees with durations', async () => {
    const body = z.array(PaymentPlanSchema).parse((await t.app.inject({ url: '/api/payment-plans' })).json());
    expect(body.map((p) => [p.PlanKey, p.Price, p.DurationDays])).toEqual([
      ['free', 0, 15],
      ['basic', 500, 30],
      ['premium', 1500, 45],
      ['featured', 3000, 90],
    ]);
  });

  it('lists the status catalogue with colours', async () => {
    const body = z.array(AdStatusSchema).parse((await t.app.inject({ url: '/api/ad-statuses' })).json());
    expect(body.map((s) => s.key).sort()).toEqual(['active', 'draft', 'expired', 'removed', 'sold']);
    expect(body.every((s) => /^#[0-9a-f]{6}$/i.test(s.color))).toBe(true);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('/api/nope') });
  });

  it('reports health with the database', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
