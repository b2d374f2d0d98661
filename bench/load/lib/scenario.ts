import { randomBytes } from 'node:crypto';
import { Client, HttpError, type Recorder, type Response } from './http.ts';

/**
 * What the simulated people were told succeeded. After a kill -9 and a restart, every item here must still be
 * there: an ad the server answered 201 for, an image it answered 200 for, a payment it reported COMPLETED.
 */
export type Ledger = {
  ads: Array<{ adId: number; user: number; imageId: string }>;
  uploads: Array<{ id: string; url: string; thumb: string; user: number }>;
  payments: Array<{ merchantOrderId: string; adId: number; user: number }>;
  favorites: Array<{ adId: number; user: number; on: boolean }>;
  /** `user:adId` of favourite changes sent but not yet answered: their outcome is unknown after a crash. */
  favoritesInFlight: Set<string>;
  /** Users whose sign-up was answered 201 (their session cookie must still work after a restart). */
  signups: number[];
};

export const newLedger = (): Ledger => ({ ads: [], uploads: [], payments: [], favorites: [], favoritesInFlight: new Set(), signups: [] });

export type ScenarioOptions = {
  baseUrl: string;
  users: number;
  /** The run ends (no new requests) at this many ms after the origin. */
  durationMs: number;
  /** Users start spread over this many ms, as people arrive over time rather than on one click. */
  rampMs: number;
  /** Pause between two actions of one user: uniform in [min, max] ms (reading a page, typing). */
  thinkMs: [number, number];
  /** A real JPEG to upload (made once with sharp). */
  jpeg: Buffer;
  recorder: Recorder;
  ledger: Ledger;
  /** The one person per index, kept for the checks after a restart (their cookie jars hold their sessions). */
  clients: Client[];
  /** Called once per finished user action; the kill test stops the world from here. */
  shouldStop?: () => boolean;
};

const CATEGORIES = ['real-estate', 'jobs', 'electronics', 'education', 'services', 'vehicles'];
const SUBCATEGORY: Record<string, string> = {
  'real-estate': 'Flats',
  jobs: 'Part-time',
  electronics: 'Mobiles',
  education: 'Tuitions',
  services: 'Home Services',
  vehicles: 'Bikes',
};
const LOCATIONS = ['nagaram', 'ecil', 'dammaiguda'];
const SORTS = ['featured', 'premium', 'recent', 'price-low', 'price-high', 'popular'];
/** Words people type: common ones, a rare one, prefixes and typos (typo-tolerant search runs a second query). */
const SEARCHES = [
  'flat',
  'bike',
  'tuition',
  'iphone',
  'iphon',
  'samsng',
  'rent',
  'sofa',
  'laptop',
  'honda',
  'plumber',
  '2bhk',
  'maths',
  'harmonium',
  'job',
  'teacher',
];
const TITLES = [
  'Honda Activa 6G, single owner',
  'Study table with chair',
  '2BHK flat for rent near ECIL X Roads',
  'Maths tuition for class 10',
  'Samsung Galaxy M34, 8/128',
  'Plumbing and tap repairs',
  'Part-time billing assistant',
  'Wooden cot with mattress',
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ACTIONS = [
  ['browse', 30],
  ['search', 14],
  ['detail', 26],
  ['favourite', 12],
  ['post', 8],
  ['pay', 6],
  ['account', 4],
  ['signin', 3],
] as const;
type Action = (typeof ACTIONS)[number][0];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, w]) => sum + w, 0);
function nextAction(): Action {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight] of ACTIONS) if ((r -= weight) < 0) return name;
  return 'browse';
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(bytes: Buffer) {
  const boundary = `----mohallaload${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

type UserState = {
  index: number;
  client: Client;
  signedIn: boolean;
  seenAdIds: number[];
  favourites: Set<number>;
  drafts: number[];
  lastPayAt: number;
  /** Set at sign-up; a returning person signs in with them once, from a second device. */
  credentials?: { email: string; password: string };
  signedInElsewhere: boolean;
};

/** The whole population: each user arrives during the ramp and loops over actions until the end. */
export async function runScenario(options: ScenarioOptions): Promise<void> {
  const { recorder } = options;
  const people = Array.from({ length: options.users }, (_, index) => {
    const client = new Client(options.baseUrl, recorder);
    options.clients[index] = client;
    return runUser(options, {
      index,
      client,
      signedIn: false,
      seenAdIds: [],
      favourites: new Set(),
      drafts: [],
      lastPayAt: -Infinity,
      signedInElsewhere: false,
    });
  });
  await Promise.all(people);
}

async function runUser(options: ScenarioOptions, user: UserState): Promise<void> {
  const { recorder } = options;
  const end = options.durationMs;
  const stop = () => recorder.now() >= end || user.client.stopped || (options.shouldStop?.() ?? false);
  await sleep((user.index / options.users) * options.rampMs);
  // Arriving on the home page: the catalogue and the featured ads.
  await attempt(recorder, async () => {
    await user.client.request('home: categories', 'GET', '/api/categories');
    remember(user, await user.client.request('home: featured ads', 'GET', '/api/ads?sort=featured&limit=12'));
  });
  while (!stop()) {
    const [min, max] = options.thinkMs;
    await sleep(min + Math.random() * (max - min));
    if (stop()) break;
    await attempt(recorder, () => act(nextAction(), options, user));
  }
}

/**
 * A failed request is recorded by the client; the person just carries on with the next action. Anything else
 * that goes wrong (a checkout page without its form, a payment that FAILED) is recorded as an error too.
 */
async function attempt(recorder: Recorder, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    if (err instanceof HttpError) return;
    recorder.add({
      label: 'scenario check',
      method: '-',
      path: '-',
      startedAt: recorder.now(),
      ms: 0,
      status: 0,
      unexpected: (err as Error).message,
    });
  }
}

function remember(user: UserState, res: Response) {
  const ids = (res.json<{ data: Array<{ AdId: number }> }>().data ?? []).map((a) => a.AdId);
  user.seenAdIds = [...new Set([...ids, ...user.seenAdIds])].slice(0, 60);
}

async function act(action: Action, options: ScenarioOptions, user: UserState): Promise<void> {
  const { client } = user;
  switch (action) {
    case 'browse': {
      const query = new URLSearchParams();
      if (Math.random() < 0.6) query.set('category', pick(CATEGORIES));
      if (Math.random() < 0.4) query.set('location', pick(LOCATIONS));
      if (Math.random() < 0.5) query.set('sort', pick(SORTS));
      if (Math.random() < 0.2) query.set('page', String(1 + Math.floor(Math.random() * 3)));
      remember(user, await client.request('browse', 'GET', `/api/ads${query.size ? `?${query}` : ''}`));
      return;
    }
    case 'search': {
      const query = new URLSearchParams({ search: pick(SEARCHES) });
      if (Math.random() < 0.3) query.set('category', pick(CATEGORIES));
      if (Math.random() < 0.3) query.set('sort', pick(SORTS));
      remember(user, await client.request('search', 'GET', `/api/ads?${query}`));
      return;
    }
    case 'detail': {
      if (user.seenAdIds.length === 0) return act('browse', options, user);
      const id = pick(user.seenAdIds);
      await client.request('ad detail', 'GET', `/api/ads/${id}`);
      return;
    }
    case 'favourite': {
      if (user.seenAdIds.length === 0) return act('browse', options, user);
      await ensureSignedUp(options, user);
      const id = pick(user.seenAdIds);
      const key = `${user.index}:${id}`;
      options.ledger.favoritesInFlight.add(key);
      if (user.favourites.has(id)) {
        await client.request('unfavourite', 'DELETE', `/api/favorites/${id}`);
        user.favourites.delete(id);
        options.ledger.favorites.push({ adId: id, user: user.index, on: false });
      } else {
        await client.request('favourite', 'POST', `/api/favorites/${id}`, { body: {} });
        user.favourites.add(id);
        options.ledger.favorites.push({ adId: id, user: user.index, on: true });
      }
      options.ledger.favoritesInFlight.delete(key);
      return;
    }
    case 'post':
      await ensureSignedUp(options, user);
      user.drafts.push(await postAd(options, user));
      return;
    case 'pay': {
      await ensureSignedUp(options, user);
      // A person pays for an ad now and then, not every few seconds (the API allows 20 tries per 10 minutes).
      if (options.recorder.now() - user.lastPayAt < 45_000) return act('browse', options, user);
      const adId = user.drafts.shift() ?? (await postAd(options, user));
      user.lastPayAt = options.recorder.now();
      await pay(options, user, adId);
      return;
    }
    case 'signin': {
      await ensureSignedUp(options, user);
      if (user.signedInElsewhere || !user.credentials) return act('browse', options, user);
      // A second device with its own cookie jar, so the first device's session (checked after a kill) stays.
      const device = new Client(options.baseUrl, options.recorder);
      options.clients.push(device);
      user.signedInElsewhere = true;
      await device.request('signin', 'POST', '/api/auth/login', { body: user.credentials });
      await device.request('account: me', 'GET', '/api/auth/me');
      return;
    }
    case 'account':
      await ensureSignedUp(options, user);
      await client.request('account: me', 'GET', '/api/auth/me');
      await client.request('account: favourites', 'GET', '/api/favorites');
      return;
  }
}

async function ensureSignedUp(options: ScenarioOptions, user: UserState) {
  if (user.signedIn) return;
  const password = `Load-${randomBytes(6).toString('hex')}-pass`;
  const email = `load-${Date.now().toString(36)}-${user.index}-${randomBytes(3).toString('hex')}@example.com`;
  await user.client.request('signup', 'POST', '/api/auth/signup', {
    body: {
      name: `Load User ${user.index}`,
      email,
      phone: `9${String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9)}`,
      password,
      confirmPassword: password,
    },
  });
  user.signedIn = true;
  user.credentials = { email, password };
  options.ledger.signups.push(user.index);
}

/** Upload a photo, show its thumbnail (the post form does), then save the ad: a draft until paid. */
async function postAd(options: ScenarioOptions, user: UserState): Promise<number> {
  const { client } = user;
  const { body, contentType } = multipart(options.jpeg);
  const uploaded = (await client.request('post: upload image', 'POST', '/api/uploads', { body, contentType })).json<{
    data: { id: string; url: string; thumb: string };
  }>().data;
  options.ledger.uploads.push({ id: uploaded.id, url: uploaded.url, thumb: uploaded.thumb, user: user.index });
  await client.request('post: image thumbnail', 'GET', uploaded.thumb);
  const category = pick(CATEGORIES);
  const res = await client.request('post: create ad', 'POST', '/api/ads', {
    body: {
      Title: `${pick(TITLES)} #${user.index}`,
      Description: 'Well kept, available for viewing in the evenings. Call or WhatsApp for details.',
      CategoryId: category,
      Subcategory: SUBCATEGORY[category],
      LocationId: pick(LOCATIONS),
      Price: 500 + Math.floor(Math.random() * 50_000),
      PriceTypeId: 'negotiable',
      OwnerName: `Load User ${user.index}`,
      OwnerPhone: '9123456780',
      OwnerEmail: null,
      Images: JSON.stringify([{ id: uploaded.id }]),
      Features: null,
    },
  });
  const adId = res.json<{ data: { AdId: number } }>().data.AdId;
  options.ledger.ads.push({ adId, user: user.index, imageId: uploaded.id });
  return adId;
}

/** Pay through the local PhonePe sandbox the way a browser does: its checkout page, its form, the way back. */
async function pay(options: ScenarioOptions, user: UserState, adId: number) {
  const { client } = user;
  const planId = 1 + Math.floor(Math.random() * 3);
  const started = (await client.request('pay: start', 'POST', '/api/pay', { body: { adId, planId } })).json<{
    url: string;
    data: { merchantOrderId: string };
  }>();
  const checkoutUrl = new URL(started.url);
  const page = (await client.request('pay: checkout page', 'GET', `${checkoutUrl.pathname}${checkoutUrl.search}`)).text();
  const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '');
  const token = unescapeHtml(/name="token" value="([^"]+)"/.exec(page)?.[1] ?? '');
  if (!action || !token) throw new Error('the sandbox checkout page has no form');
  // Every field of the form, as the browser posts it when the card button is pressed.
  const form = new URLSearchParams({
    token,
    upiTemplate: 'success',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/27',
    cardCvv: '936',
    otp: '123456',
    bank: '',
    bankUsername: '',
    bankPassword: '',
    notify: '1',
    method: 'card',
  });
  const paid = await client.request('pay: checkout POST', 'POST', action, {
    body: form.toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  const back = paid.headers.location;
  if (paid.status !== 303 || !back) throw new Error(`the sandbox answered ${paid.status} without a redirect`);
  const backUrl = new URL(back);
  await client.request('pay: return page', 'GET', `${backUrl.pathname}${backUrl.search}`);
  // The success page polls the order until it settles.
  for (let tries = 0; tries < 10; tries++) {
    const status = (await client.request('pay: status', 'GET', `/api/payments/${started.data.merchantOrderId}`)).json<{
      data: { state: string; adStatus: string };
    }>().data;
    if (status.state === 'COMPLETED') {
      options.ledger.payments.push({ merchantOrderId: started.data.merchantOrderId, adId, user: user.index });
      return;
    }
    if (status.state === 'FAILED') throw new Error(`payment ${started.data.merchantOrderId} FAILED`);
    await sleep(1000);
  }
  throw new Error(`payment ${started.data.merchantOrderId} still PENDING after 10 checks`);
}
