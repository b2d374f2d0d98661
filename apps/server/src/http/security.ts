import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';

/** Security headers; the CSP allows no inline script (the SPA is all modules from 'self'). */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const isHttps = env.publicUrl.startsWith('https://');
  // Photos may come from a bucket or CDN on another origin (MEDIA_PUBLIC_URL).
  const mediaOrigin = URL.canParse(env.media.publicUrl) ? [new URL(env.media.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes through a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    // PhonePe may refuse checkouts that arrive with a blank referrer (docs/phonepe.md).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
