import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AdIdParamsSchema } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toImages, type UrlFor } from '../modules/ads/ads.mapper.ts';
import { isLiveRow, type AdsService } from '../modules/ads/ads.service.ts';
import { sendApiNotFound } from './api.ts';
import { adBootData, browseBootData, type BootData } from './boot-data.ts';
import { loadRoutePreloads } from './route-preloads.ts';
import { adPageMeta, renderShell } from './spa-meta.ts';

type SpaDeps = { distDir: string; ads: Pick<AdsService, 'source'>; urlFor: UrlFor; publicUrl: string };

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
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const preloadsFor = loadRoutePreloads(deps.distDir);
  const prerendered = loadPrerendered(deps.distDir);
  /** The shell for a path, with the page's prerendered HTML in #root when the build made some. */
  const shellFor = (pathname: string) => {
    const body = prerendered.get(pathname);
    return template && body ? template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : template;
  };
  const sendShell = (reply: FastifyReply, html: string | undefined, status = 200, boot: BootData | null = null) => {
    if (!html) return reply.status(503).type('text/plain').send('The web app is not built. Run "npm run build" and restart.');
    const preloads = [preloadsFor(reply.request.url.split('?')[0]!), boot?.head].filter(Boolean).join('\n    ');
    let page = preloads ? html.replace('</head>', () => `  ${preloads}\n  </head>`) : html;
    if (boot) page = page.replace('</body>', () => `  ${boot.body}\n  </body>`);
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };

  app.get('/ad/:id', async (request, reply) => {
    const parsed = AdIdParamsSchema.safeParse(request.params);
    const row = parsed.success ? (await deps.ads.source(parsed.data.id))?.row : undefined;
    if (!row || !isLiveRow(row) || !template) return sendShell(reply, template);
    const meta = adPageMeta({
      id: row.id,
      title: row.title,
      description: row.description,
      price: row.price === null ? null : Number(row.price),
      priceType: row.price_type,
      location: row.location_name,
      category: row.category_name,
      imageUrl: toImages(row, deps.urlFor, 800)[0]?.url,
      createdAt: new Date(row.created_at).toISOString(),
    }, deps.publicUrl);
    return sendShell(reply, renderShell(template, meta), 200, await adBootData(app, request, row.id));
  });

  // Every other page of the app, as a route rather than in the not-found handler: compression (and any other
  // per-route hook) only applies to routes, and the prerendered home page is ~13 KB (~4 KB compressed).
  // Unknown /api paths still get the API's JSON 404.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    const html = shellFor(pathname);
    return sendShell(reply, html, 200, html ? await browseBootData(app, request) : null);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Not found' });
    }
    return sendShell(reply, shellFor(request.url.split('?')[0]!));
  });
}

/** dist/prerender.json: path -> the HTML the app's first render draws there (apps/web/src/prerender.tsx). */
function loadPrerendered(distDir: string): Map<string, string> {
  const file = path.join(distDir, 'prerender.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}
