import crypto from 'node:crypto';
import fs from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@mohalla/shared';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { isValidKey, type MediaStore } from '../media/media-store.ts';
import { seoRoutes } from '../modules/seo/seo.routes.ts';
import { registerApi } from './api.ts';
import { registerDrain } from './drain.ts';
import { registerErrorHandling } from './errors.ts';
import { registerOriginCheck } from './origin.ts';
import { registerRequestLog } from './request-log.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerSpa } from './spa.ts';

export type AppDeps = { env: Env; database: Database; media: MediaStore };

/** One Fastify instance serves /api, /media, the sitemap and the SPA. */
export async function buildApp({ env, database, media }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  registerDrain(app);
  registerErrorHandling(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, env);
  await app.register(compress, { global: true, threshold: 1024 });
  // Signs the short-lived OAuth state cookie; a random secret only means pending sign-ins fail after a restart.
  await app.register(cookie, { secret: env.COOKIE_SECRET ?? crypto.randomBytes(32).toString('hex') });
  await app.register(rateLimit, {
    global: false,
    // Addresses exempt from the per-address limits (a monitoring probe, the browser tests' loopback client).
    allowList: env.RATE_LIMIT_ALLOWLIST,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, success: false, message: MESSAGES.rateLimited }),
  });
  app.decorateRequest('viewer', null);
  registerOriginCheck(app, { publicUrl: env.publicUrl, exemptPaths: ['/api/payments/phonepe/webhook'] });

  const { ads, adsService, adsChanged, adsCacheMs } = await registerApi(app, { env, database, media });

  if (env.media.kind === 's3') {
    // Images in object storage are fetched from the bucket or its CDN, never through this server; links to
    // /media/ (shared before a move from disk to a bucket) are sent there.
    app.get<{ Params: { '*': string } }>('/media/*', (request, reply) => {
      const key = request.params['*'];
      if (!isValidKey(key)) return reply.status(404).send({ success: false, message: MESSAGES.notFound });
      return reply.redirect(media.urlFor(key), 301);
    });
  } else {
    fs.mkdirSync(env.media.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: env.media.dir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Media keys are unique ids, so a stored file never changes.
      immutable: true,
      maxAge: '365d',
    });
  }
  seoRoutes(app, ads, env.publicUrl);
  await registerSpa(app, {
    distDir: env.webDistDir,
    ads: adsService,
    urlFor: media.urlFor,
    publicUrl: env.publicUrl,
    adsChanged,
    adsCacheMs,
  });
  return app;
}
