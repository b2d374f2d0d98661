import {
  browseListQuery,
  DETAIL_PHOTO_SIZES,
  detailPhotoSrcSet,
  hasUnknownFilter,
  LIMITS,
  LOCATIONS,
  readBrowseFilters,
  type AdDetail,
  type AdListResponse,
} from '@mohalla/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contracts } from '@mohalla/shared/contracts';
import { AppError } from '../base/app-error.ts';
import { SESSION_COOKIE } from '../base/viewer.ts';
import type { VisitorAnswers } from '../modules/ads/visitor-answers.ts';
import { htmlEscape } from './spa-meta.ts';

/**
 * What a page's HTML gains: preload links for the head, and the API answers it inlines (an object by /api path),
 * as the JSON text they arrived in: the same text means the same page (spa.ts keeps drawn pages by it), and the
 * render thread reads the answers from it.
 */
export type BootData = { head: string; json: string };

/**
 * The answers a page carries, with the session for a request without a session cookie: nobody signed in (GET
 * /api/auth/me answers 401). So a visitor's page, drawn by the server or not, neither asks for it nor logs the
 * 401, and a header the server draws is the signed-out one the browser will draw. Others ask as before.
 */
const SESSION_PATH = '/auth/me';
export function withSession(request: FastifyRequest, boot: BootData | null): BootData | null {
  if (request.cookies[SESSION_COOKIE]) return boot;
  const session = `${JSON.stringify(SESSION_PATH)}:null`;
  if (!boot) return { head: '', json: `{${session}}` };
  return { head: boot.head, json: `{${session},${boot.json.slice(1)}` };
}

/**
 * The API's answer for a page to inline, or null: the page is then sent without it, and the app asks for it and shows
 * what the API says (a refused request, a missing ad, a database that did not answer), as it did before pages were drawn.
 */
async function answered(request: FastifyRequest, answer: () => Promise<string>): Promise<string | null> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'a page drawn without the answer it inlines');
    return null;
  }
}

/** One answer under its path, with its JSON text kept exactly as the API wrote it. */
const inline = (path: string, body: string) => `{${JSON.stringify(path)}:${body}}`;

/**
 * The home page's data, by the paths its queries ask for (with their parameters sorted, as the web app's
 * boot-data.ts keys them): the catalogue, the site's figures, the featured ads and one ad per locality for its count.
 */
const HOME_PATHS = [
  '/categories',
  '/locations',
  '/site-stats',
  `/ads?limit=${LIMITS.featuredOnHome}&sort=featured`,
  ...LOCATIONS.map((location) => `/ads?limit=1&location=${location.id}`),
];

/**
 * A visitor's home page carries everything it shows (decision 016), so it is drawn whole on the server rather
 * than with a loading line under the hero. The answers come from the API in-process (all of them cached), exactly
 * as the page's own requests would get them. Signed-in people get the page without them and fetch as usual.
 */
export async function homeBootData(app: FastifyInstance, request: FastifyRequest): Promise<BootData | null> {
  if (request.cookies[SESSION_COOKIE]) return null;
  const responses = await Promise.all(HOME_PATHS.map((path) => app.inject({ method: 'GET', url: `/api${path}` })));
  if (responses.some((response) => response.statusCode !== 200)) return null;
  const bodies = responses.map((response) => response.body);
  return {
    head: '',
    json: `{${HOME_PATHS.map((path, i) => `${JSON.stringify(path)}:${bodies[i]}`).join(',')}}`,
  };
}

const BROWSE_PATH = /^\/categories(?:\/([^/]+))?\/?$/;
/** The cards above the fold on a phone, whose photos are the page's largest paint. */
const PRELOADED_PHOTOS = 2;

/**
 * A visitor's first load of a browse page carries the list the page is about to ask for, and preloads its
 * first photos, so they download beside the app's code instead of after it (decision 010). The answer is the API's
 * own (its contract, its service, the visitors' list cache), so it is exactly what the fetch would have returned; it
 * is asked directly rather than as an HTTP request in-process (4-5% of a drawn page's time, decision 016).
 * Signed-in people fetch as usual.
 */
export async function browseBootData(lists: VisitorAnswers['lists'], request: FastifyRequest): Promise<BootData | null> {
  const url = new URL(request.url, 'http://localhost');
  const match = BROWSE_PATH.exec(url.pathname);
  if (!match || request.cookies[SESSION_COOKIE]) return null;
  let category: string | undefined;
  try {
    category = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const filters = readBrowseFilters(category, url.searchParams);
  if (hasUnknownFilter(filters)) return null;
  // Sorted, as the web app's boot-data.ts keys them.
  const params = Object.entries(browseListQuery(filters))
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]): [string, string] => [key, String(value)]);
  const path = `/ads?${new URLSearchParams(params).toString()}`;
  // Parsed by the endpoint's own contract: what it would refuse (400) is not inlined, and the page asks as usual.
  const query = contracts['GET /ads'].query.safeParse(Object.fromEntries(params));
  if (!query.success) return null;
  const body = await answered(request, () => lists.json(query.data));
  if (body === null) return null;
  const list = JSON.parse(body) as AdListResponse;
  const photos = list.data.slice(0, PRELOADED_PHOTOS).flatMap((ad) => {
    const [cover] = JSON.parse(ad.Images || '[]') as { url?: string; thumb?: string }[];
    const src = cover?.thumb ?? cover?.url;
    return src ? [`<link rel="preload" as="image" href="${htmlEscape(src)}" fetchpriority="high" />`] : [];
  });
  return { head: photos.join('\n    '), json: inline(path, body) };
}

/**
 * A visitor's first load of an ad's page (most often from a link shared on WhatsApp) carries the ad, and
 * preloads its first photo, the page's largest paint, so it downloads beside the app's code. The answer is the one
 * GET /api/ads/:id gives a visitor (visitor-answers.ts), asked with the visitor's own address and browser, so the view
 * is counted once, for them, and the page does not fetch it again. Signed-in people, whose page carries contact
 * details, fetch as usual.
 */
export async function adBootData(adPages: VisitorAnswers['adPages'], request: FastifyRequest, id: number): Promise<BootData | null> {
  if (request.cookies[SESSION_COOKIE]) return null;
  const path = `/ads/${id}`;
  const who = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
  const body = await answered(request, () => adPages.json(id, who));
  if (body === null) return null;
  const ad = JSON.parse(body) as { success: true; data: AdDetail };
  const [photo] = ad.data.images;
  const srcset = photo ? detailPhotoSrcSet(photo) : undefined;
  return {
    head: photo
      ? `<link rel="preload" as="image" href="${htmlEscape(photo.url)}"${srcset ? ` imagesrcset="${htmlEscape(srcset)}" imagesizes="${DETAIL_PHOTO_SIZES}"` : ''} fetchpriority="high" />`
      : '',
    json: inline(path, body),
  };
}
