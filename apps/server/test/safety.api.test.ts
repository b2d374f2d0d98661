import { LOCATIONS, SAFE_PLACE_NOTE_MAX, SAFETY_MESSAGES, type SafePlace } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { SAFE_PLACES_SEED } from '../src/db/seed/safe-places.ts';
import { signUpOperator } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('safe meeting places and held keywords on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
    member = await signUp(t, { name: 'Member Kiran' });
  });
  afterAll(async () => t?.close());

  const call = (user: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: randomAddress(),
      ...(payload ? { payload } : {}),
      headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    });
  const places = async (query = ''): Promise<SafePlace[]> => (await call(null, 'GET', `/api/safe-places${query}`)).json().data.places;
  const audit = (action: string, targetId: string) =>
    queryRows<{ operator_id: string; details: Record<string, unknown> | null }>(
      t.database.db,
      sql`SELECT operator_id, details FROM audit_log WHERE action = ${action} AND target_id = ${targetId}`,
    );

  it('offers everyone the seeded places of each locality, or of one', async () => {
    const all = await places();
    for (const location of LOCATIONS) {
      const names = all.filter((p) => p.locationId === location.id).map((p) => p.name);
      expect(names).toEqual(SAFE_PLACES_SEED[location.id].map((p) => p.name));
    }
    expect(all.map((p) => p.name)).toContain('ECIL X Roads bus stop');
    const ecil = await places('?location=ecil');
    expect(ecil.length).toBe(SAFE_PLACES_SEED.ecil.length);
    expect(ecil.every((p) => p.locationId === 'ecil' && typeof p.id === 'number')).toBe(true);

    const unknown = await call(null, 'GET', '/api/safe-places?location=mars');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(SAFETY_MESSAGES.unknownLocation);
  });

  it('refuses every edit to a visitor (401) and to a member (403)', async () => {
    const edits: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', '/api/admin/safe-places', { locationId: 'ecil', name: 'Somewhere' }],
      ['PUT', '/api/admin/safe-places/1', { locationId: 'ecil', name: 'Somewhere' }],
      ['DELETE', '/api/admin/safe-places/1'],
      ['GET', '/api/admin/keywords'],
      ['POST', '/api/admin/keywords', { word: 'courier' }],
      ['DELETE', '/api/admin/keywords/courier'],
    ];
    for (const [method, url, body] of edits) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await places('?location=ecil')).some((p) => p.name === 'Somewhere')).toBe(false);
  });

  it('lets an operator add, edit and remove a place, each audited', async () => {
    const added = await call(operator, 'POST', '/api/admin/safe-places', {
      locationId: 'nagaram',
      name: '  Nagaram Metro entrance  ',
      note: '',
    });
    expect(added.statusCode, added.body).toBe(200);
    const place = added.json().data.place as SafePlace;
    expect(place).toMatchObject({ locationId: 'nagaram', name: 'Nagaram Metro entrance', note: null });
    expect((await places('?location=nagaram')).at(-1)).toEqual(place);

    const edited = await call(operator, 'PUT', `/api/admin/safe-places/${place.id}`, {
      locationId: 'dammaiguda',
      name: 'Dammaiguda Metro entrance',
      note: 'Lit until midnight',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: SAFETY_MESSAGES.placeSaved,
      data: { place: { id: place.id, note: 'Lit until midnight' } },
    });
    expect((await places('?location=nagaram')).some((p) => p.id === place.id)).toBe(false);
    expect((await places('?location=dammaiguda')).some((p) => p.id === place.id)).toBe(true);

    expect((await call(operator, 'DELETE', `/api/admin/safe-places/${place.id}`)).statusCode).toBe(200);
    expect((await places()).some((p) => p.id === place.id)).toBe(false);

    const id = String(place.id);
    expect(await audit('safe-place.add', id)).toMatchObject([{ operator_id: operator.uid }]);
    expect(await audit('safe-place.edit', id)).toMatchObject([
      { operator_id: operator.uid, details: { before: { name: 'Nagaram Metro entrance' }, after: { name: 'Dammaiguda Metro entrance' } } },
    ]);
    expect(await audit('safe-place.remove', id)).toMatchObject([{ operator_id: operator.uid }]);
  });

  it('answers bad edits with a clear 400 and unknown places with 404', async () => {
    const bad = async (body: object, message: string) => {
      const res = await call(operator, 'POST', '/api/admin/safe-places', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await bad({ locationId: 'ecil', name: '   ' }, SAFETY_MESSAGES.placeNameRequired);
    await bad({ locationId: 'ecil' }, SAFETY_MESSAGES.placeNameRequired);
    await bad({ locationId: 'goa', name: 'Beach' }, SAFETY_MESSAGES.unknownLocation);
    await bad({ locationId: 'ecil', name: 'Mall', note: 'x'.repeat(SAFE_PLACE_NOTE_MAX + 1) }, SAFETY_MESSAGES.placeNoteTooLong);
    const body = { locationId: 'ecil', name: 'Mall' };
    expect((await call(operator, 'PUT', '/api/admin/safe-places/999999', body)).statusCode).toBe(404);
    expect((await call(operator, 'DELETE', '/api/admin/safe-places/999999')).statusCode).toBe(404);
    expect((await call(operator, 'DELETE', '/api/admin/safe-places/abc')).statusCode).toBe(400);
  });

  it('seeds the starting list only on a database whose places nobody touched', async () => {
    const before = await places();
    await seedCatalogue(t.database.db);
    expect(await places()).toEqual(before);
    // The operators emptied the list on purpose: a restart does not bring the places back.
    for (const place of before) expect((await call(operator, 'DELETE', `/api/admin/safe-places/${place.id}`)).statusCode).toBe(200);
    await seedCatalogue(t.database.db);
    expect(await places()).toEqual([]);
  });

  it('lets an operator hold words: normalised, listed, removed, each audited', async () => {
    const added = await call(operator, 'POST', '/api/admin/keywords', { word: '  Advance   PAYMENT ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(SAFETY_MESSAGES.keywordAdded);
    expect((await call(operator, 'POST', '/api/admin/keywords', { word: 'Courier' })).statusCode).toBe(200);

    const list = (await call(operator, 'GET', '/api/admin/keywords')).json().data.keywords;
    expect(list.map((k: { word: string }) => k.word)).toEqual(['advance payment', 'courier']);
    expect(list[0]).toMatchObject({ createdByName: 'Operator Anita' });

    const again = await call(operator, 'POST', '/api/admin/keywords', { word: 'COURIER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAFETY_MESSAGES.keywordExists);

    expect((await call(operator, 'DELETE', '/api/admin/keywords/Courier')).statusCode).toBe(200);
    const gone = await call(operator, 'DELETE', '/api/admin/keywords/courier');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.keywordNotFound);
    expect((await call(operator, 'GET', '/api/admin/keywords')).json().data.keywords).toHaveLength(1);

    expect(await audit('keyword.add', 'courier')).toMatchObject([{ operator_id: operator.uid }]);
    expect(await audit('keyword.remove', 'courier')).toMatchObject([{ operator_id: operator.uid }]);
  });

  it('refuses words that cannot be matched as words', async () => {
    for (const [word, message] of [
      ['', SAFETY_MESSAGES.keywordRequired],
      ['a', SAFETY_MESSAGES.keywordTooShort],
      ['<script>', SAFETY_MESSAGES.keywordInvalid],
      ['pay.*now', SAFETY_MESSAGES.keywordInvalid],
      ['x'.repeat(41), SAFETY_MESSAGES.keywordTooLong],
      ['x'.repeat(10_000), SAFETY_MESSAGES.keywordTooLong],
    ] as const) {
      const res = await call(operator, 'POST', '/api/admin/keywords', { word });
      expect(res.statusCode, word).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call(operator, 'POST', '/api/admin/keywords', {})).statusCode).toBe(400);
  });
});
