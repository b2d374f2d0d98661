import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhonePeClient, PhonePeError } from './phonepe-client.ts';

/** A stand-in gateway on a real port: counts token requests and answers API calls as each test scripts. */
const gateway = {
  tokens: 0,
  tokenLife: 3600,
  /** Status codes to answer the next API calls with, in order; then 200. */
  apiStatuses: [] as number[],
  seen: [] as Array<{ method: string; url: string; authorization?: string; body: string }>,
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      gateway.seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/auth/v1/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_secret') !== 'secret')
          return res.writeHead(401).end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'bad secret' }));
        gateway.tokens += 1;
        const now = Math.floor(Date.now() / 1000);
        return res.end(
          JSON.stringify({
            access_token: `token-${gateway.tokens}`,
            issued_at: now,
            expires_at: now + gateway.tokenLife,
            token_type: 'O-Bearer',
          }),
        );
      }
      const status = gateway.apiStatuses.shift() ?? 200;
      if (status !== 200) return res.writeHead(status).end(JSON.stringify({ code: `E${status}`, message: `scripted ${status}` }));
      return res.end(
        JSON.stringify({
          orderId: 'OMO1',
          state: 'PENDING',
          amount: 50_000,
          expireAt: Date.now() + 60_000,
          redirectUrl: 'https://checkout.example/1',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  Object.assign(gateway, { tokens: 0, tokenLife: 3600, apiStatuses: [], seen: [] });
});

const client = (overrides: Partial<Parameters<typeof createPhonePeClient>[0]> = {}) =>
  createPhonePeClient({
    authBaseUrl: `${base}/auth`,
    apiBaseUrl: `${base}/pg`,
    clientId: 'merchant',
    clientSecret: 'secret',
    clientVersion: 1,
    ...overrides,
  });

describe('PhonePe client', () => {
  it('asks for one token, sends it as O-Bearer and reuses it', async () => {
    const c = client();
    await c.orderStatus('order-1');
    await c.orderStatus('order-2');
    expect(gateway.tokens).toBe(1);
    const token = gateway.seen.find((r) => r.url.includes('/oauth/token'))!;
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      client_id: 'merchant',
      client_version: '1',
      client_secret: 'secret',
      grant_type: 'client_credentials',
    });
    const calls = gateway.seen.filter((r) => r.url.startsWith('/pg/'));
    expect(calls.map((r) => r.url)).toEqual([
      '/pg/checkout/v2/order/order-1/status?details=false',
      '/pg/checkout/v2/order/order-2/status?details=false',
    ]);
    expect(calls.every((r) => r.authorization === 'O-Bearer token-1')).toBe(true);
  });

  it('renews the token once half its life has passed', async () => {
    let clock = Date.now();
    const c = client({ now: () => clock });
    await c.orderStatus('a');
    clock += 1799_000;
    await c.orderStatus('b');
    expect(gateway.tokens).toBe(1);
    clock += 2_000;
    await c.orderStatus('c');
    expect(gateway.tokens).toBe(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const c = client();
    await Promise.all([c.orderStatus('a'), c.orderStatus('b'), c.orderStatus('c')]);
    expect(gateway.tokens).toBe(1);
  });

  it('on a 401 drops the token and retries once with a new one', async () => {
    const c = client();
    await c.orderStatus('warm-up');
    gateway.apiStatuses = [401];
    const status = await c.orderStatus('a');
    expect(status.state).toBe('PENDING');
    expect(gateway.tokens).toBe(2);
    const last = gateway.seen.filter((r) => r.url.startsWith('/pg/')).slice(-2);
    expect(last.map((r) => r.authorization)).toEqual(['O-Bearer token-1', 'O-Bearer token-2']);
  });

  it('gives up after the second 401 with a PhonePeError', async () => {
    gateway.apiStatuses = [401, 401, 401];
    await expect(client().orderStatus('a')).rejects.toMatchObject({ status: 401, code: 'E401' });
    expect(gateway.seen.filter((r) => r.url.startsWith('/pg/'))).toHaveLength(2);
  });

  it('turns other errors into PhonePeError with the gateway code, without retrying', async () => {
    gateway.apiStatuses = [500];
    const error = await client()
      .orderStatus('a')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhonePeError);
    expect(error).toMatchObject({ status: 500, code: 'E500', message: 'scripted 500' });
    expect(gateway.seen.filter((r) => r.url.startsWith('/pg/'))).toHaveLength(1);
  });

  it('creates a payment with the amount in paise and the redirect URL in the PG_CHECKOUT flow', async () => {
    const created = await client().createPayment({
      merchantOrderId: 'MA1-x',
      amountPaise: 50_000,
      redirectUrl: 'https://shop/ok',
      expireAfterSeconds: 1200,
    });
    expect(created.redirectUrl).toBe('https://checkout.example/1');
    const call = gateway.seen.find((r) => r.url === '/pg/checkout/v2/pay')!;
    expect(JSON.parse(call.body)).toEqual({
      merchantOrderId: 'MA1-x',
      amount: 50_000,
      expireAfter: 1200,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop/ok' } },
    });
  });

  it('probe answers the raw token response, also for bad credentials, and never throws', async () => {
    expect(await client().probe()).toMatchObject({ status: 200, body: { token_type: 'O-Bearer' } });
    expect(await client({ clientSecret: 'wrong' }).probe()).toEqual({ status: 401, body: { code: 'UNAUTHORIZED', message: 'bad secret' } });
    const down = await client({ authBaseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).probe();
    expect(down.status).toBe(0);
  });
});
