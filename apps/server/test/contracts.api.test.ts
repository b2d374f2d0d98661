import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_MESSAGES, CONVERSATION_MESSAGES, ErrorResponseSchema, PAYMENT_MESSAGES } from '@mohalla/shared';
import { contracts, type ApiRequest, type ApiResponse, type ApiRoute, type QueryValue } from '@mohalla/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PHONEPE } from '../src/config/env.ts';
import { createUnsubscribeTokens, unsubscribeSecret } from '../src/modules/conversations/mail/unsubscribe-token.ts';
import { webhookAuthorization } from '../src/modules/payments/webhook-auth.ts';
import { phoneJpeg } from './helpers/images.ts';
import { signUpOperator } from './helpers/moderation.ts';
import { checkout, FORMS, PLAN } from './helpers/payments.ts';
import { adPayload, multipart } from './helpers/posting.ts';
import { randomAddress, sessionCookie, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const ALL_KEYS = Object.keys(contracts).sort();

/** Just enough of an OpenID provider for sign-in to start: its discovery document. */
async function startDiscovery(): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    if (request.url !== '/.well-known/openid-configuration') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}authorize`,
        token_endpoint: `${issuer}token`,
        jwks_uri: `${issuer}jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A request as sent: failures may carry what no contract allows. */
type RequestOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  as?: SignedIn | null;
  headers?: Record<string, string>;
  /** A body sent as it is (multipart), instead of `body` as JSON. */
  raw?: { payload: Buffer; contentType: string };
  /** For a stream: the answer comes back once its headers are sent, and the request ends when this aborts. */
  stream?: AbortSignal;
};
type CallOptions<R extends ApiRoute> = ApiRequest<R> & Omit<RequestOptions, 'params' | 'query' | 'body'> & { status?: number };

/** The create/update payload of the posting tests, typed as the contract's body. */
const adBody = (overrides: Record<string, unknown> = {}) => adPayload(overrides) as ApiRequest<'POST /ads'>['body'];

describe.each(DB_KINDS)('every endpoint answers by its contract on %s', (kind) => {
  let t: TestApp;
  let discovery: Awaited<ReturnType<typeof startDiscovery>>;
  /** The contracts called successfully, whose answers passed their response schema. */
  const checked = new Set<string>();

  beforeAll(async () => {
    discovery = await startDiscovery();
    t = await startTestApp(kind, {
      GOOGLE_CLIENT_ID: 'contract-test',
      GOOGLE_CLIENT_SECRET: 'contract-test',
      GOOGLE_ISSUER_URL: discovery.issuer,
    });
  });
  afterAll(async () => {
    await t?.close();
    await discovery?.close();
  });

  const inject = (key: ApiRoute, options: RequestOptions) => {
    const [method, template] = key.split(' ') as [string, string];
    const params = options.params ?? {};
    const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== undefined && value !== null) query.set(name, String(value));
    const search = query.size > 0 ? `?${query}` : '';
    return t.app.inject({
      method: method as 'GET',
      url: `/api${path}${search}`,
      remoteAddress: randomAddress(),
      headers: {
        origin: ORIGIN,
        ...(options.as ? { cookie: options.as.cookie } : {}),
        ...(options.raw ? { 'content-type': options.raw.contentType } : {}),
        ...options.headers,
      },
      ...(options.raw ? { payload: options.raw.payload } : options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.stream ? { payloadAsStream: true, signal: options.stream } : {}),
    });
  };

  /** Calls an endpoint that must succeed and checks its answer with the contract's response schema. */
  async function call<R extends ApiRoute>(key: R, options: CallOptions<R>) {
    const contract = contracts[key];
    if ('isStream' in contract) {
      // A stream never ends by itself: its headers say what it is, then the client goes away.
      const leave = new AbortController();
      const res = await inject(key, { ...options, stream: leave.signal });
      leave.abort();
      expect(res.statusCode, key).toBe(options.status ?? 200);
      expect(res.headers['content-type'], key).toMatch(/^text\/event-stream/);
      checked.add(key);
      return res;
    }
    const res = await inject(key, options);
    if ('isRedirect' in contract) {
      expect(res.statusCode, `${key}: ${res.body}`).toBe(options.status ?? 302);
      expect(res.headers.location).toBeTruthy();
    } else {
      expect(res.statusCode, `${key}: ${res.body}`).toBe(options.status ?? 200);
      const parsed = contract.response.safeParse(res.json());
      expect(parsed.error?.issues, key).toBeUndefined();
    }
    checked.add(key);
    return res;
  }
  const data = async <R extends ApiRoute>(key: R, options: CallOptions<R>) => (await call(key, options)).json() as ApiResponse<R>;

  /** Calls an endpoint that must fail with `status` and the error envelope. */
  async function fails(key: ApiRoute, options: RequestOptions, status: number) {
    const res = await inject(key, options);
    expect(res.statusCode, `${key}: ${res.body}`).toBe(status);
    expect(ErrorResponseSchema.safeParse(res.json()).error?.issues, key).toBeUndefined();
    return res.json().message as string;
  }

  it('registers exactly the contracts under /api', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && (r.url === '/api' || r.url.startsWith('/api/')))
      .map((r) => `${r.method} ${r.url.slice('/api'.length)}`);
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.sort()).toEqual(ALL_KEYS);
  });

  it('answers every endpoint once within its contract', async () => {
    await call('GET /health', {});
    for (const key of ['GET /categories', 'GET /locations', 'GET /site-stats', 'GET /payment-plans', 'GET /ad-statuses'] as const) {
      await call(key, {});
    }

    // Accounts: sign-up, sign-in and out, the session, a password reset, Google's redirects.
    const signup = await call('POST /auth/signup', {
      body: {
        name: 'Lakshmi Rao',
        email: 'lakshmi@example.com',
        phone: '9123456781',
        password: 'Nagaram-Market-42',
        confirmPassword: 'Nagaram-Market-42',
      },
      status: 201,
    });
    const owner: SignedIn = {
      cookie: sessionCookie(signup.headers['set-cookie']),
      email: 'lakshmi@example.com',
      uid: signup.json().data.uid,
      password: 'Nagaram-Market-42',
    };
    await call('GET /auth/me', { as: owner });
    const login = await call('POST /auth/login', { body: { email: owner.email, password: owner.password } });
    await call('POST /auth/logout', { as: { ...owner, cookie: sessionCookie(login.headers['set-cookie']) } });
    await call('GET /auth/providers', {});
    const start = await call('GET /auth/google', { query: { returnTo: '/dashboard' } });
    expect(start.headers.location).toMatch(new RegExp(`^${discovery.issuer}authorize\\?`));
    const state = stateCookie(start.headers['set-cookie']);
    const back = await call('GET /auth/google/callback', { query: { error: 'access_denied' }, headers: { cookie: state } });
    expect(back.headers.location).toMatch(/^\/login\?error=cancelled/);

    const forgetful = await signUp(t);
    await call('POST /auth/forgot-password', { body: { email: forgetful.email } });
    const mail = (await t.outbox.list()).filter((m) => m.to === forgetful.email).at(-1)!;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await call('POST /auth/reset-password', { body: { token, password: 'brand-new-pass-7', confirmPassword: 'brand-new-pass-7' } });

    // Profile and phone verification.
    await call('GET /profile', { as: owner });
    await call('PUT /profile', { as: owner, body: { displayName: 'Lakshmi Rao', location: 'ecil' } });
    await call('PUT /profile/mail-settings', { as: owner, body: { marketingEmails: true } });
    await call('PUT /profile/language', { as: owner, body: { language: 'te' } });
    await call('POST /profile/phone/send-otp', { as: owner, body: { phone: '9123456781' } });
    const sms = (await t.outbox.list()).filter((m) => m.channel === 'sms' && m.to === '9123456781').at(-1)!;
    await call('POST /profile/phone/verify', { as: owner, body: { otp: /^(\d{6})/.exec(sms.text)![1]! } });

    // Posting: an upload, a draft, its edit, payment through the sandbox, the webhook.
    const image = multipart('almirah.jpg', await phoneJpeg(400, 300));
    const uploaded = await data('POST /uploads', { as: owner, raw: { payload: image.body, contentType: image.contentType } });
    const images = JSON.stringify([{ id: uploaded.data.id }]);
    const adId = (await data('POST /ads', { as: owner, body: adBody({ Images: images }), status: 201 })).data.AdId;
    await call('PUT /ads/:id', { as: owner, params: { id: adId }, body: adBody({ Images: images, Price: 6000 }) });
    await call('GET /ads/:id/edit', { as: owner, params: { id: adId } });
    const order = await data('POST /pay', { as: owner, body: { adId, planId: PLAN.basic } });
    await checkout(t, order.url!, FORMS.card, { notify: false });
    const paid = await data('GET /payments/:merchantOrderId', { as: owner, params: { merchantOrderId: order.data.merchantOrderId } });
    expect(paid.data).toMatchObject({ state: 'COMPLETED', adStatus: 'active' });
    const authorization = webhookAuthorization(LOCAL_PHONEPE.webhookUsername, LOCAL_PHONEPE.webhookPassword);
    await call('POST /payments/phonepe/webhook', {
      headers: { authorization },
      body: { event: 'checkout.order.completed', payload: { merchantOrderId: order.data.merchantOrderId } },
    });
    await call('GET /phonepe/test', {});

    // Browsing, favourites and the contact form, as another person.
    const buyer = await signUp(t);
    expect((await data('GET /ads', { query: { search: 'almirah' } })).data.map((ad) => ad.AdId)).toContain(adId);
    await call('GET /ads/:id', { as: buyer, params: { id: adId } });
    await call('POST /favorites/:adId', { as: buyer, params: { adId } });
    expect((await data('GET /favorites', { as: buyer })).data.map((f) => f.id)).toEqual([adId]);
    expect((await data('GET /favorites/ids', { as: buyer })).data).toEqual([adId]);
    await call('DELETE /favorites/:adId', { as: buyer, params: { adId } });
    await call('POST /contact', {
      as: buyer,
      body: { name: 'Ravi', email: 'ravi@example.com', message: 'Is the almirah still there?', adId },
    });

    // Conversations: the buyer writes and offers, the owner reads, answers, archives, reports and blocks.
    const text = (words: string) => ({ clientId: crypto.randomUUID(), content: { kind: 'text' as const, text: words } });
    const started = await data('POST /conversations', { as: buyer, body: { adId, ...text('Is the almirah still there?') } });
    const conversation = { id: started.data.conversation.id };
    await call('POST /conversations/:id/messages', { as: buyer, params: conversation, body: text('I can come on Sunday') });
    const offer = await data('POST /conversations/:id/messages', {
      as: buyer,
      params: conversation,
      body: { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: 5500 } },
    });
    expect((await data('GET /conversations', { as: owner, query: { box: 'selling' } })).data.conversations).toHaveLength(1);
    expect((await data('GET /conversations/unread', { as: owner })).data).toEqual({ conversations: 1, messages: 3 });
    await call('GET /conversations/:id', { as: owner, params: conversation });
    await call('GET /conversations/:id/messages', { as: owner, params: conversation, query: {} });
    await call('POST /conversations/:id/receipts', { as: owner, params: conversation, body: { upTo: offer.data.id } });
    const answer = { id: conversation.id, messageId: offer.data.id };
    await call('POST /conversations/:id/offers/:messageId', { as: owner, params: answer, body: { decision: 'accept' } });
    await call('PUT /conversations/:id/archive', { as: owner, params: conversation, body: { archived: true } });
    await call('POST /conversations/:id/report', { as: owner, params: conversation, body: { about: 'conversation', reason: 'spam' } });
    await call('PUT /conversations/:id/block', { as: owner, params: conversation, body: { blocked: true } });
    await call('GET /conversations/live', { as: buyer });
    const tokens = createUnsubscribeTokens(await unsubscribeSecret({ dataDir: t.dataDir }));
    const unsubscribed = await call('GET /conversations/unsubscribe', { query: { token: tokens.tokenFor(buyer.uid) }, status: 303 });
    expect(unsubscribed.headers.location).toBe('/messages?unsubscribed=1');

    // The owner's dashboard and public profile.
    await call('GET /user/dashboard-stats', { as: owner, query: { userEmail: owner.email } });
    expect((await data('GET /user/ads', { as: owner, query: { userEmail: owner.email } })).data.map((ad) => ad.AdId)).toEqual([adId]);
    await call('GET /user/views-daily', { as: owner, query: { days: 7 } });
    await call('PUT /profile/handle', { as: owner, body: { handle: 'lakshmi-r' } });
    await call('GET /user/public-stats', { query: { handle: 'lakshmi-r' } });
    await call('GET /user/public-ads', { query: { handle: 'lakshmi-r' } });
    expect((await data('GET /user/handle-for-name', { query: { name: 'Lakshmi Rao' } })).data.handle).toBe('lakshmi-r');
    await call('PUT /ads/update-owner-info', { as: owner, body: { ownerName: 'Lakshmi R.' } });

    // The Free plan: the allowance, and a draft published free at once.
    await call('GET /free-plan/allowance', { as: owner });
    const freeAd = (await data('POST /ads', { as: owner, body: adBody(), status: 201 })).data.AdId;
    await call('POST /ads/:id/publish-free', { as: owner, params: { id: freeAd } });

    // Trust and safety: a report of the ad, and the operators' side (decision 025).
    await call('POST /ads/:id/report', { as: buyer, params: { id: adId }, body: { reason: 'duplicate', details: 'Posted twice' } });
    await call('POST /users/:handle/report', { as: buyer, params: { handle: 'lakshmi-r' }, body: { reason: 'spam' } });
    const operator = await signUpOperator(t);
    expect((await data('GET /admin/reports', { as: operator, query: {} })).data.groups.map((g) => g.adId)).toContain(adId);
    await call('POST /admin/ads/:id/hide', { as: operator, params: { id: adId }, body: { reason: 'Posted twice' } });
    await call('POST /admin/ads/:id/restore', { as: operator, params: { id: adId } });
    await call('POST /admin/reports/dismiss', { as: operator, body: { userId: owner.uid } });
    await call('POST /admin/users/:id/suspend', { as: operator, params: { id: buyer.uid }, body: { reason: 'Spam' } });
    await call('POST /admin/users/:id/reinstate', { as: operator, params: { id: buyer.uid } });
    expect((await data('GET /admin/audit', { as: operator, query: {} })).data.entries).not.toHaveLength(0);

    // Safe meeting places and held keywords (decision 030).
    await call('GET /safe-places', { query: { location: 'ecil' } });
    const place = (await data('POST /admin/safe-places', { as: operator, body: { locationId: 'ecil', name: 'ECIL bus depot gate' } })).data
      .place;
    const edited = { locationId: 'ecil', name: 'ECIL bus depot gate', note: 'Lit all night' } as const;
    await call('PUT /admin/safe-places/:id', { as: operator, params: { id: place.id }, body: edited });
    await call('DELETE /admin/safe-places/:id', { as: operator, params: { id: place.id } });
    await call('POST /admin/keywords', { as: operator, body: { word: 'courier' } });
    await call('GET /admin/keywords', { as: operator });
    await call('DELETE /admin/keywords/:word', { as: operator, params: { word: 'courier' } });

    // The law's pages and the operators' inbox (decision 028).
    await call('GET /legal', {});
    const complaint = (
      await data('POST /grievances', { body: { name: 'Farhan', email: 'farhan@example.com', complaint: 'A copied ad' }, status: 201 })
    ).data;
    const inboxed = (await data('GET /admin/inbox', { as: operator, query: { kind: 'grievance' } })).data.messages;
    const grievanceId = inboxed.find((m) => m.number === complaint.number)!.id;
    await call('POST /admin/inbox/:id/reply', { as: operator, params: { id: grievanceId }, body: { text: 'We removed it.' } });
    await call('POST /admin/inbox/:id/done', { as: operator, params: { id: grievanceId } });

    // The end of an ad's life: sold, and a second one removed.
    await call('POST /ads/:id/sold', { as: owner, params: { id: adId } });
    const second = (await data('POST /ads', { as: owner, body: adBody(), status: 201 })).data.AdId;
    await call('DELETE /ads/:id', { as: owner, params: { id: second }, body: { ownerEmail: owner.email } });

    // A paid ad the operators then remove, and its refund (decision 026).
    await call('POST /admin/ads/:id/hide', { as: operator, params: { id: adId }, body: { reason: 'Impostor listing' } });
    expect((await data('GET /admin/hidden-ads', { as: operator, query: {} })).data.ads.map((a) => a.adId)).toContain(adId);
    await call('POST /admin/ads/:id/refund', { as: operator, params: { id: adId }, body: { reason: 'Not the seller’s fault' } });

    // The person's own data (decision 029): the file to download, then the account deleted.
    await call('GET /profile/export', { as: owner });
    const leaving = await signUp(t);
    await call('POST /profile/delete', { as: leaving, body: { password: leaving.password } });

    expect([...checked].sort()).toEqual(ALL_KEYS);
  });

  it('answers failures with the error envelope', async () => {
    expect(await fails('GET /auth/me', {}, 401)).toBe('Please sign in to continue');
    expect(await fails('GET /ads/:id', { params: { id: 'abc' } }, 400)).toBeTruthy();
    expect(await fails('GET /ads/:id', { params: { id: 999_999 } }, 404)).toBe('Ad not found');
    expect(await fails('GET /user/public-stats', { query: { handle: 'nobody-here' } }, 404)).toBe('User Not Found');
    const someone = await signUp(t);
    expect(await fails('POST /pay', { as: someone, body: { adId: 1 } }, 400)).toBe(PAYMENT_MESSAGES.invalidPlan);
    expect(await fails('POST /pay', { as: someone, body: { adId: 'x', planId: 'y' } }, 400)).toBe(PAYMENT_MESSAGES.invalidPlan);
    // The gateway's header is checked before its body: a wrong header is a 401 whatever the body holds.
    const webhook = { headers: { authorization: 'wrong' }, body: { nonsense: true } };
    expect(await fails('POST /payments/phonepe/webhook', webhook, 401)).toBe(PAYMENT_MESSAGES.webhookUnauthorized);
    const authorization = webhookAuthorization(LOCAL_PHONEPE.webhookUsername, LOCAL_PHONEPE.webhookPassword);
    expect(await fails('POST /payments/phonepe/webhook', { ...webhook, headers: { authorization } }, 400)).toBe(
      'Unrecognised webhook body',
    );
    expect(await fails('GET /conversations/:id', { as: someone, params: { id: 1 } }, 404)).toBe(CONVERSATION_MESSAGES.notFound);
    expect(await fails('GET /conversations', {}, 401)).toBe('Please sign in to continue');
    expect(await fails('GET /admin/reports', {}, 401)).toBe('Please sign in to continue');
    expect(await fails('GET /admin/reports', { as: someone }, 403)).toBe(ADMIN_MESSAGES.operatorsOnly);
    const unknown = await t.app.inject({ url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(unknown.json()).message).toBe('No API endpoint at GET /api/no-such-thing');
  });
});

/** The Google state cookie as a browser sends it back (name=value). */
function stateCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  return all.find((c) => c.startsWith('mohalla_oauth='))!.split(';')[0]!;
}
