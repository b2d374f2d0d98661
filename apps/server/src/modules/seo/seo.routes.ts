import type { FastifyInstance } from 'fastify';
import type { AdsRepository } from '../ads/ads.repository.ts';
import { CATEGORIES } from '@mohalla/shared';

const STATIC_PATHS = [
  '/',
  '/categories',
  '/about',
  '/contact',
  // The law's pages (decision 028).
  '/terms',
  '/privacy',
  '/grievance',
  '/legal',
  ...CATEGORIES.map((c) => `/categories/${c.id}`),
];
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** sitemap.xml and robots.txt so search engines find every live ad. */
export function seoRoutes(app: FastifyInstance, ads: AdsRepository, publicUrl: string): void {
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /dashboard',
          'Disallow: /post-ad',
          'Disallow: /profile',
          'Disallow: /favorites',
          'Disallow: /my-ads',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    const live = await ads.liveIds(45_000);
    const urls = [
      ...STATIC_PATHS.map((p) => `<url><loc>${xmlEscape(publicUrl + p)}</loc></url>`),
      ...live.map(
        (a) => `<url><loc>${xmlEscape(`${publicUrl}/ad/${a.id}`)}</loc><lastmod>${new Date(a.updated_at).toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
