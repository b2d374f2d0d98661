import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AdIdParamsSchema, BROWSE_PARAMS, LANGUAGE_COOKIE, MESSAGES, type Language } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toImages, type UrlFor } from '../modules/ads/ads.mapper.ts';
import type { AdRow } from '../modules/ads/ads.repository.ts';
import { isLiveRow, type AdsService } from '../modules/ads/ads.service.ts';
import type { VisitorAnswers } from '../modules/ads/visitor-answers.ts';
import { sendApiNotFound } from './api.ts';
import { SESSION_COOKIE } from '../base/viewer.ts';
import { adBootData, browseBootData, homeBootData, withSession, type BootData } from './boot-data.ts';
import type { RenderedPage } from './page-render.ts';
import { loadPageRenderer } from './render-thread/pool.ts';
import { createResponseCache } from '../base/response-cache.ts';
import type { ChangeSignal } from '../lib/change-signal.ts';
import { createMemoCache } from '../lib/memo-cache.ts';
import { loadAppCode } from './app-code.ts';
import { adPageMeta, renderShell } from './spa-meta.ts';
import { addressLanguage, requestLanguage, setLanguageCookie } from '../base/language.ts';
import { canonicalInLanguage, languageLinks, shellInLanguage } from './page-language.ts';

type SpaDeps = {
  distDir: string;
  ads: Pick<AdsService, 'source'>;
  /** What visitors are answered by the ads API: the browse and ad pages inline the same. */
  answers: VisitorAnswers;
  urlFor: UrlFor;
  publicUrl: string;
  /** Fires when an ad goes live, changes or leaves (decision 012): the home page's answers are dropped. */
  adsChanged: ChangeSignal;
  /** ADS_CACHE_SECONDS in ms (0: nothing kept). */
  adsCacheMs: number;
  /** With the real gateway (PhonePe in production mode) the payment test pages do not exist. */
  hasTestPages: boolean;
  /** PUBLIC_URL is https: the language cookie is Secure like the others. */
  secureCookies: boolean;
  /** RENDER_THREADS: threads drawing pages. */
  renderThreads: number;
};

/** A page as sent: the shell (maybe with an ad's meta tags), the answers it inlines and the server's render of it. */
type PageParts = {
  shell: string;
  language: Language;
  boot?: BootData | null;
  rendered?: RenderedPage | null;
  hasOwnTitle?: boolean;
  /** The drawn pages (home, browse, an ad) are for search engines and shares in every language: their hreflang links. */
  drawnUrl?: string;
  /** The request carries a session cookie: a page behind sign-in names its code in the HTML (app-code.ts). */
  hasSession?: boolean;
};

/** Drawn pages kept, each with its compressed copies: ~20-65 KB of HTML and a tenth of that per encoding (~40 MB at most). */
export const DRAWN_PAGES_KEPT = 500;
export const DRAWN_PAGE_TTL_MS = 60_000;

/**
 * The address a page is drawn for: only the parameters the page reads, in one order, so a link with stray ones
 * (utm_source=...) shares its copy rather than costing a drawing of its own.
 */
export function drawnUrl(rawUrl: string): string {
  const url = new URL(rawUrl, 'http://drawn.invalid');
  const kept = new URLSearchParams(
    url.pathname.startsWith('/categories') ? [...url.searchParams].filter(([name]) => BROWSE_PARAMS.includes(name)) : [],
  );
  kept.sort();
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const ROOT_OPEN = '<div id="root">';
const EMPTY_ROOT = `${ROOT_OPEN}</div>`;

/** A photo or a built file that is missing is a 404: the app's HTML in its place would be cached or run as the wrong thing. */
const isFileAddress = (url: string) => url.startsWith('/media/') || url.startsWith('/assets/');

/** Pages that are not for search engines: the payment integration's test pages and the payment outcomes. */
const NOINDEX_PAGES = new Set(['/phonepe-test', '/phonepe-demo', '/payment-success', '/payment-failed', '/account-deleted']);
/** Pages that try payments; with real money they would take it, so in production they are not served at all. */
const TEST_PAGES = new Set(['/phonepe-test', '/phonepe-demo']);

/** The build's server entry, and not the browser's code, lives here: it is not served. */
const SERVER_ENTRY_DIR = '/server/';

/** Serves the built SPA: hashed assets cached for a year, every other path gets the shell (no-cache). */
export async function registerSpa(app: FastifyInstance, deps: SpaDeps): Promise<void> {
  const indexPath = path.join(deps.distDir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;
  if (!template) app.log.warn(`web app not built (${indexPath} missing): run "npm run build"`);

  if (template) {
    await app.register(fastifyStatic, {
      root: deps.distDir,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !pathName.startsWith(SERVER_ENTRY_DIR),
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const codeFor = loadAppCode(deps.distDir);
  if (template && !codeFor) app.log.warn('the web build has no manifest: run "npm run build"');
  const render = template ? await loadPageRenderer(deps.distDir, deps.publicUrl, deps.renderThreads, app.log) : null;
  if (render) app.addHook('onClose', render.close);

  /** The page as sent: the shell with the preloads, the app's code, the drawn page and the inlined answers. */
  const pageHtml = (pathname: string, { shell, language, boot, rendered, hasOwnTitle = false, drawnUrl: url, hasSession }: PageParts) => {
    const code = codeFor?.(pathname, Boolean(rendered), language, hasSession);
    const links = url ? languageLinks(url, language, deps.publicUrl) : '';
    const head = [boot?.head, rendered?.headTags, links, code].filter(Boolean).join('\n    ');
    let page = shellInLanguage(shell, language);
    if (head) page = page.replace('</head>', () => `  ${head}\n  </head>`);
    if (url && language !== 'en') page = canonicalInLanguage(page, url, language, deps.publicUrl);
    if (rendered?.title && !hasOwnTitle) page = page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${rendered.title}</title>`);
    if (boot)
      page = page.replace(
        '</body>',
        () => `  <script type="application/json" id="boot-data">${boot.json.replace(/</g, '\\u003c')}</script>\n  </body>`,
      );
    if (!rendered) return page;
    // The drawn HTML arrives as bytes and goes into #root as bytes (page-render.ts, RenderedPage).
    const root = page.indexOf(EMPTY_ROOT);
    if (root < 0) return page;
    const at = root + ROOT_OPEN.length;
    return Buffer.concat([Buffer.from(page.slice(0, at)), rendered.body, Buffer.from(page.slice(at))]);
  };
  /**
   * The page's language (decision 031). An address that names one (a shared link) also makes it the visitor's
   * choice. Pages differ by the cookie and Accept-Language, so caches between us and the phone must know.
   */
  const languageOf = (request: FastifyRequest, reply: FastifyReply): Language => {
    const named = addressLanguage(request);
    if (named && request.cookies[LANGUAGE_COOKIE] !== named) setLanguageCookie(reply, named, deps.secureCookies);
    reply.header('vary', 'Cookie, Accept-Language');
    return requestLanguage(request);
  };
  // Every page, drawn by the server or not, carries whether a visitor is signed in (withSession).
  const sendPage = (reply: FastifyReply, parts: Omit<PageParts, 'language'>) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        pageHtml(reply.request.url.split('?')[0]!, {
          ...parts,
          language: languageOf(reply.request, reply),
          boot: withSession(reply.request, parts.boot ?? null),
          hasSession: Boolean(reply.request.cookies[SESSION_COOKIE]),
        }),
      );
  const sendNotBuilt = (reply: FastifyReply) =>
    reply.status(503).type('text/plain').send('The web app is not built. Run "npm run build" and restart.');

  // Drawing a list of 12 cards costs a render thread ~3-10 ms and compressing its ~60 KB page the event loop a few more; the
  // same address with the same answers gives the same page, so it is drawn, assembled and compressed once and
  // kept by both (never stale: new data is a new key). With ADS_CACHE_SECONDS=0 nothing is kept, drawn pages
  // included: each is drawn for its request and compressed as any answer then is (app.ts), so "caches off" in the
  // benchmark is the cost of every page, not of the first of its repeats.
  const drawnPages = deps.adsCacheMs > 0 ? createResponseCache({ ttlMs: DRAWN_PAGE_TTL_MS, maxEntries: DRAWN_PAGES_KEPT }) : null;
  type DrawnPage = { boot: BootData | null; shell: () => string; hasOwnTitle?: boolean };
  const sendDrawn = (request: FastifyRequest, reply: FastifyReply, { boot: answers, shell, hasOwnTitle }: DrawnPage) => {
    if (!render) return sendPage(reply, { shell: shell(), boot: answers });
    const boot = withSession(request, answers);
    const url = drawnUrl(request.url);
    const language = languageOf(request, reply);
    reply.header('cache-control', 'no-cache');
    const draw = async () =>
      pageHtml(url.split('?')[0]!, {
        shell: shell(),
        language,
        boot,
        rendered: await render.render(url, boot?.json ?? '{}', language),
        hasOwnTitle,
        drawnUrl: url,
      });
    if (!drawnPages) return draw().then((page) => reply.type('text/html; charset=utf-8').send(page));
    return drawnPages.sendHtml(request, reply, `${language}\n${url}\n${boot?.json ?? ''}`, draw);
  };

  /** An ad page's title, description, Open Graph image and JSON-LD (share previews). */
  const meta = (row: AdRow, language: Language) =>
    adPageMeta(
      {
        id: row.id,
        title: row.title,
        description: row.description,
        price: row.price === null ? null : Number(row.price),
        priceType: row.price_type,
        location: row.location_name,
        locationId: row.location_id,
        category: row.category_name,
        imageUrl: toImages(row, deps.urlFor, 800)[0]?.url,
        createdAt: new Date(row.created_at).toISOString(),
      },
      deps.publicUrl,
      language,
    );

  app.get('/ad/:id', async (request, reply) => {
    if (!template) return sendNotBuilt(reply);
    const parsed = AdIdParamsSchema.safeParse(request.params);
    const row = parsed.success ? (await deps.ads.source(parsed.data.id))?.row : undefined;
    if (!row || !isLiveRow(row)) return sendPage(reply, { shell: template });
    const boot = await adBootData(deps.answers.adPages, request, row.id);
    const language = requestLanguage(request);
    if (!boot) return sendPage(reply, { shell: renderShell(template, meta(row, language)) });
    return sendDrawn(request, reply, { boot, shell: () => renderShell(template, meta(row, language)), hasOwnTitle: true });
  });

  // Every other page of the app, as a route rather than in the not-found handler: compression (and any other
  // per-route hook) only applies to routes. Unknown /api paths still get the API's JSON 404.
  // A visitor's home asks the API six things; all of them are kept anyway, so the set of them is kept as one for
  // as long, and dropped with them when an ad changes.
  const homeAnswers = deps.adsCacheMs > 0 ? createMemoCache<BootData | null>({ ttlMs: deps.adsCacheMs, maxEntries: 1 }) : null;
  if (homeAnswers) deps.adsChanged.subscribe(homeAnswers.clear);
  const homeBoot = (request: FastifyRequest) =>
    homeAnswers && !request.cookies[SESSION_COOKIE]
      ? homeAnswers.get('home', () => homeBootData(app, request))
      : homeBootData(app, request);

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    if (isFileAddress(pathname)) return reply.callNotFound();
    if (!template) return sendNotBuilt(reply);
    if (!deps.hasTestPages && TEST_PAGES.has(pathname)) return reply.status(404).type('text/plain').send('Not found');
    if (NOINDEX_PAGES.has(pathname)) reply.header('x-robots-tag', 'noindex');
    // Home is drawn for signed-in people too, without data: it shows nothing of theirs until the app has asked.
    if (pathname === '/') return sendDrawn(request, reply, { boot: await homeBoot(request), shell: () => template });
    const boot = await browseBootData(deps.answers.lists, request);
    return boot ? sendDrawn(request, reply, { boot, shell: () => template }) : sendPage(reply, { shell: template });
  });

  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isFileAddress(request.url)) {
      return reply.status(404).send({ success: false, message: MESSAGES.notFound });
    }
    return template ? sendPage(reply, { shell: template }) : sendNotBuilt(reply);
  });
}
