import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/** What helmet's middleware does to a response, recorded: the headers it sets and the ones it removes. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let outcome: { error?: unknown } | undefined;
  // Helmet's middleware is synchronous: it has called back before it returns.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (outcome = { error }));
  if (!outcome || outcome.error !== undefined) throw new Error('helmet could not set the security headers', { cause: outcome?.error });
  return headers;
}

/**
 * Security headers; the CSP allows no inline script (the SPA is all modules from 'self'). Helmet works them out
 * once, at start: they depend on the settings alone, and @fastify/helmet built helmet anew for every request
 * (parsing the CSP each time), ~2.5% of the server's CPU for an API answer (decision 023, eleventh session).
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const isHttps = env.publicUrl.startsWith('https://');
  // Photos may come from a bucket or CDN on another origin (MEDIA_PUBLIC_URL).
  const mediaOrigin = URL.canParse(env.media.publicUrl) ? [new URL(env.media.publicUrl).origin] : [];
  const headers = {
    ...helmetHeaders({
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
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
