import crypto from 'node:crypto';
import { expect } from 'vitest';
import { randomAddress, type SignedIn } from './session.ts';
import { ORIGIN, type TestApp } from './test-app.ts';

/** A text message's body with a new clientId, as a device sends it. */
export const sayText = (text: string) => ({ clientId: crypto.randomUUID(), content: { kind: 'text', text } });

/** POSTs to /api`url` as `user` from an address of its own; the call must succeed: answers its `data`. */
export async function postAs(t: TestApp, user: SignedIn, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: randomAddress(),
    headers: { origin: ORIGIN, cookie: user.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
