import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';

/**
 * Powerful features no page of the site uses, refused to it and to anything it frames: a script slipped in could
 * not ask for the camera, microphone, location or a payment sheet. Only features browsers know are named, since
 * an unknown one is reported as an error in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Security headers; the CSP allows no inline script (the SPA is all modules from 'self'). */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
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
    // PhonePe may refuse checkouts that arrive with a blank referrer (PhonePe's Standard Checkout v2 documentation).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
