import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

export type SmsSender = { send(to: string, text: string): Promise<void> };

/**
 * Through an SMS provider's HTTP API when SMS_API_URL is set (POST JSON {to, text} with a bearer key, the
 * shape most Indian gateways accept through a small adapter); otherwise the local outbox.
 */
export function createSmsSender(options: { apiUrl?: string; apiKey?: string; outbox: Outbox; log: FastifyBaseLogger }): SmsSender {
  if (options.apiUrl) {
    const url = options.apiUrl;
    return {
      async send(to, text) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({ to: `+91${to}`, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      },
    };
  }
  return {
    async send(to, text) {
      const file = await options.outbox.write({ channel: 'sms', to, text });
      options.log.info({ file }, 'SMS written to the outbox');
    },
  };
}
