import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FetchLike } from '../modules/payments/phonepe-http.ts';
import { sandboxApiRoutes, type SandboxCredentials } from './sandbox-api.ts';
import { sandboxCheckoutRoutes, type SandboxWebhook } from './sandbox-checkout.ts';
import { createSandboxStore } from './sandbox-store.ts';

export const SANDBOX_PREFIX = '/sandbox/phonepe';

export type SandboxGatewayOptions = {
  dataDir: string;
  publicUrl: string;
  credentials: SandboxCredentials;
  webhook: SandboxWebhook;
  fetch: FetchLike;
  log: FastifyBaseLogger;
  now?: () => number;
};

/**
 * The local PhonePe gateway under /sandbox/phonepe: mounted only in PHONEPE_ENV=local (no credentials), so
 * `npm start` takes payments offline. Form bodies are parsed here only; the API keeps JSON.
 */
export async function registerSandboxGateway(app: FastifyInstance, options: SandboxGatewayOptions): Promise<void> {
  const store = createSandboxStore(path.join(options.dataDir, 'sandbox'));
  const now = options.now ?? Date.now;
  await app.register(
    async (sandbox) => {
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16_384 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      sandboxApiRoutes(sandbox, { store, credentials: options.credentials, checkoutBaseUrl: `${options.publicUrl}${SANDBOX_PREFIX}`, now });
      sandboxCheckoutRoutes(sandbox, {
        store,
        webhook: options.webhook,
        fetch: options.fetch,
        log: options.log,
        now,
        routePrefix: SANDBOX_PREFIX,
      });
    },
    { prefix: SANDBOX_PREFIX },
  );
}
