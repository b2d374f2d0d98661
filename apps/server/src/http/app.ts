import crypto from 'node:crypto';
import fs from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createAdsRepository } from '../modules/ads/ads.repository.ts';
import { adsRoutes } from '../modules/ads/ads.routes.ts';
import { createAdsService } from '../modules/ads/ads.service.ts';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.ts';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from '../modules/catalogue/catalogue.service.ts';
import { createContactRepository } from '../modules/contact/contact.repository.ts';
import { contactRoutes } from '../modules/contact/contact.routes.ts';
import { createContactService } from '../modules/contact/contact.service.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { seoRoutes } from '../modules/seo/seo.routes.ts';
import { registerErrorHandling } from './errors.ts';
import { registerRequestLog } from './request-log.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerSpa } from './spa.ts';

export type AppDeps = { env: Env; database: Database; media: MediaStore };

/** Wires repositories -> services -> routes; one process serves /api, /media and the SPA. */
export async function buildApp({ env, database, media }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  registerErrorHandling(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, env);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  app.decorateRequest('viewer', null);

  const { db } = database;
  const adsRepo = createAdsRepository(db);
  const urlFor = media.urlFor;
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  // Without a configured secret, view de-duplication keys last for this process only, which is harmless.
  const viewHashSecret = env.VIEW_HASH_SECRET ?? crypto.randomBytes(32).toString('hex');
  const ads = createAdsService(adsRepo, { urlFor, viewHashSecret });
  const contact = createContactService(createContactRepository(db), adsRepo);

  await app.register(async (api) => {
    api.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ success: false, message: `No API endpoint at ${request.method} ${request.url.split('?')[0]}` });
    });
    healthRoutes(api, db);
    catalogueRoutes(api, catalogue);
    adsRoutes(api, ads);
    contactRoutes(api, contact);
  }, { prefix: '/api' });

  fs.mkdirSync(env.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: env.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Media keys are content-unique ids, so a stored file never changes.
    immutable: true,
    maxAge: '365d',
  });
  seoRoutes(app, adsRepo, env.publicUrl);
  await registerSpa(app, { distDir: env.webDistDir, ads: adsRepo, urlFor, publicUrl: env.publicUrl });
  return app;
}
