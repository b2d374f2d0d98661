import crypto from 'node:crypto';
import fs from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@mohalla/shared';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { brotliSettings, FRESH_BROTLI_QUALITY, SYNC_COMPRESS_BYTES } from '../base/response-cache.ts';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { isValidKey, type MediaStore } from '../media/media-store.ts';
import { WEBHOOK_PATH } from '../modules/payments/payments.module.ts';
import { seoRoutes } from '../modules/seo/seo.routes.ts';
import { SANDBOX_PREFIX } from '../sandbox/sandbox-gateway.ts';
import { registerApi } from './api.ts';
import { registerArrivalOrder } from './arrival.ts';
import { registerDrain } from './drain.ts';
import { registerErrorHandling } from './errors.ts';
import { registerMessageLanguage } from './message-language.ts';
import { registerOriginCheck } from './origin.ts';
import { registerRequestLog } from './request-log.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerSpa } from './spa.ts';
import { dailyLogStream } from '../lib/daily-log.ts';

export type AppDeps = { env: Env; database: Database; media: MediaStore };

/** A route as Fastify registered it: the method and the full path ("/api/ads/:id"). */
export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (the contract test compares the /api ones with the shared contracts). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** One Fastify instance serves /api, /media, the sitemap and the SPA. */
export async function buildApp({ env, database, media }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Also kept in a file a day, deleted after 180 days by the retention sweep (IT Rules 2021, decision 029).
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, ...(env.logDir && { stream: dailyLogStream(env.logDir) }) },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  registerArrivalOrder(app);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) app.registeredRoutes.push({ method: one, url });
  });
  app.decorate('checksResponses', env.CHECK_RESPONSES);
  registerDrain(app);
  registerErrorHandling(app);
  registerMessageLanguage(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, env);
  // Answers up to 64 KB (every API answer, most drawn pages) are compressed in one call on the event loop: a zlib
  // stream per answer costs more CPU in setup and thread hops than compressing ~12 KB of JSON (~0.1 ms). The plugin
  // streams above 8 KB on two cores, counting on a spare core, but PostgreSQL has it (decision 023, fifth session).
  // Brotli at quality 3, not the plugin's 4: a 12 KB list compresses in half the time (~110 vs ~215 us here) to 4%
  // more bytes (2,320 vs 2,232), under a millisecond on 3G; at 4, compression was a tenth of the server's
  // CPU for a list (decision 023, tenth session).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_BYTES,
    brotliOptions: { params: brotliSettings(FRESH_BROTLI_QUALITY) },
  });
  // Signs the OAuth state cookie and the device cookie (decision 018); a random secret only means pending Google
  // sign-ins fail and known browsers count as strangers after a restart.
  await app.register(cookie, { secret: env.COOKIE_SECRET ?? crypto.randomBytes(32).toString('hex') });
  await app.register(rateLimit, {
    global: false,
    // Addresses exempt from the per-address limits (a monitoring probe, the browser tests' loopback client).
    allowList: env.RATE_LIMIT_ALLOWLIST,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, success: false, message: MESSAGES.rateLimited }),
  });
  app.decorateRequest('viewer', null);
  registerOriginCheck(app, {
    publicUrl: env.publicUrl,
    exemptRoutes: (route) => route === WEBHOOK_PATH || route.startsWith(`${SANDBOX_PREFIX}/`),
  });

  const { ads, adsService, visitorAnswers, adsChanged, adsCacheMs } = await registerApi(app, { env, database, media });

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
    answers: visitorAnswers,
    urlFor: media.urlFor,
    publicUrl: env.publicUrl,
    adsChanged,
    adsCacheMs,
    hasTestPages: env.phonePe.mode !== 'production',
    secureCookies: env.publicUrl.startsWith('https://'),
    renderThreads: env.RENDER_THREADS,
  });
  return app;
}
