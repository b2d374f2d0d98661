import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { buildApp } from '../src/http/app.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { expireAdsTask } from '../src/sweeps/tasks.ts';
import { createAd } from './helpers/fixtures.ts';
import { adRow, checkout, createDraft, FORMS, pay, paymentRow } from './helpers/payments.ts';
import { signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(DB_KINDS)('payment sweeps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('after a restart, the sweep settles an order that was paid but never reported', async () => {
    const user = await signUp(t);
    const paidId = await createDraft(t, user);
    const failedId = await createDraft(t, user);
    const paid = (await pay(t, user, { adId: paidId, planId: 2 })).json();
    const failed = (await pay(t, user, { adId: failedId, planId: 1 })).json();
    await checkout(t, paid.url, FORMS.card, { notify: false });
    await checkout(t, failed.url, FORMS.upiFailure, { notify: false });

    // A new server process: same database and DATA_DIR (sandbox orders are files), empty token cache.
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      WEB_DIST_DIR: path.join(t.dataDir, 'none'),
    });
    const restarted = await buildApp({ env, database: t.database, media: createLocalMediaStore(env.mediaDir) });
    try {
      expect(await createSweeper({ db: t.database.db, log: silent, tasks: restarted.sweepTasks }).runOnce()).toEqual({ ran: true });
    } finally {
      await restarted.close();
    }
    expect((await paymentRow(t, paid.data.merchantOrderId)).state).toBe('COMPLETED');
    expect(await adRow(t, paidId)).toMatchObject({ status: 'active', isPremium: true });
    expect((await paymentRow(t, failed.data.merchantOrderId)).state).toBe('FAILED');
    expect((await adRow(t, failedId)).status).toBe('draft');
  });

  it('leaves a still-pending order pending and fails one the gateway never took once it expired', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const open = (await pay(t, user, { adId, planId: 1 })).json();
    await checkout(t, open.url, FORMS.upiPending, { notify: false });
    const orphanId = 'MA0-never-sent-to-gateway';
    const { payments } = await import('../src/db/schema.ts');
    await t.database.db.insert(payments).values({
      merchantOrderId: orphanId,
      adId,
      userId: user.uid,
      // Another plan: the open order above is the ad's only open one for plan 1.
      planId: 2,
      amountPaise: 150_000,
      expireAt: new Date(Date.now() - 60_000),
    });
    await createSweeper({ db: t.database.db, log: silent, tasks: t.app.sweepTasks }).runOnce();
    expect((await paymentRow(t, open.data.merchantOrderId)).state).toBe('PENDING');
    expect((await paymentRow(t, orphanId)).state).toBe('FAILED');
    expect((await adRow(t, adId)).status).toBe('draft');
  });

  it('expires ads past their date and reminds the owner once, 3 days before expiry', async () => {
    const user = await signUp(t);
    const soon = await createAd(t.database.db, user.uid, { title: 'Reminder test bicycle', expiresAt: new Date(Date.now() + 2 * DAY) });
    const later = await createAd(t.database.db, user.uid, { title: 'Not yet due sofa', expiresAt: new Date(Date.now() + 10 * DAY) });
    const past = await createAd(t.database.db, user.uid, { title: 'Already over fridge', expiresAt: new Date(Date.now() - 60_000) });
    const sweeper = createSweeper({ db: t.database.db, log: silent, tasks: [expireAdsTask(), ...t.app.sweepTasks] });
    await sweeper.runOnce();
    await sweeper.runOnce();

    expect((await adRow(t, past.id)).status).toBe('expired');
    expect((await adRow(t, soon.id)).expiryRemindedAt).not.toBeNull();
    expect((await adRow(t, later.id)).expiryRemindedAt).toBeNull();
    const mails = (await t.outbox.list()).filter((m) => m.to === user.email && m.subject?.includes('expires'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Reminder test bicycle');
    expect(mails[0]!.text).toContain(`${ORIGIN}/ad/${soon.id}`);
  });
});
