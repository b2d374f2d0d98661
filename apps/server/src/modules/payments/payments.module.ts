import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createLoopbackFetch } from '../../sandbox/loopback-fetch.ts';
import { registerSandboxGateway } from '../../sandbox/sandbox-gateway.ts';
import { createPaymentReconciler } from './payment-reconciler.ts';
import { createPhonePeClient } from './phonepe-client.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsService } from './payments.service.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundsService } from './refunds.service.ts';
import { createWebhookHandler } from './payments-webhook.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';

export const WEBHOOK_PATH = '/api/payments/phonepe/webhook';

/**
 * Wires the PhonePe client, the payments service and webhook, and in local mode the sandbox gateway (on the
 * root instance, outside /api). Only local mode mounts the sandbox; env.ts refuses local with real credentials.
 */
export async function createPaymentsModule(
  app: FastifyInstance,
  env: Env,
  db: Db,
  adsChanged: ChangeSignal,
  /** The safety module's checks of an ad a payment made live (decision 030). */
  checkLive?: (tx: Db, adId: number) => Promise<{ isHeld: boolean }>,
) {
  const settings = env.phonePe;
  const isLocal = settings.mode === 'local';
  const loopback = isLocal ? createLoopbackFetch(app, env.publicUrl) : undefined;
  if (isLocal) {
    await registerSandboxGateway(app, {
      dataDir: env.dataDir,
      publicUrl: env.publicUrl,
      credentials: { clientId: settings.clientId, clientSecret: settings.clientSecret, clientVersion: settings.clientVersion },
      webhook: { url: `${env.publicUrl}${WEBHOOK_PATH}`, username: settings.webhookUsername, password: settings.webhookPassword },
      fetch: loopback!,
      log: app.log,
    });
  }
  const gateway = createPhonePeClient({ ...settings, fetch: loopback });
  const repo = createPaymentsRepository(db);
  const refunds = createRefundsService({ repo: createRefundsRepository(db), gateway, log: app.log });
  const reconciler = createPaymentReconciler({ repo, refunds, gateway, log: app.log, adsChanged, checkLive });
  const { webhookUsername: username, webhookPassword: password } = settings;
  return {
    reconciler,
    refunds,
    /** For ads leaving the market (removed, sold): their open orders close in the same transaction. */
    closeOpenOrdersOfAd: repo.closeOpenOrdersOfAd,
    routes: {
      service: createPaymentsService({ repo, gateway, reconciler, publicUrl: env.publicUrl, log: app.log }),
      webhook: createWebhookHandler({ reconciler, refunds, username, password, log: app.log }),
      gateway,
      environment: settings.mode,
    },
  };
}
