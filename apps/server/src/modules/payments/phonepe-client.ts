import { z } from 'zod';
import { PhonePeError, readJson, type FetchLike } from './phonepe-http.ts';

export { PhonePeError, type FetchLike };

export type PhonePeClientOptions = {
  authBaseUrl: string;
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** The local sandbox is reached in-process (see sandbox/loopback-fetch.ts); tests inject their own. */
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
};

const TokenSchema = z.looseObject({ access_token: z.string().min(1), expires_at: z.number(), issued_at: z.number().optional() });
const CreatedSchema = z.looseObject({ orderId: z.string(), state: z.string(), expireAt: z.number(), redirectUrl: z.string().optional() });
const PaymentDetailSchema = z.looseObject({
  transactionId: z.string().optional(),
  paymentMode: z.string().optional(),
  state: z.string().optional(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
  timestamp: z.number().optional(),
});
const OrderStatusSchema = z.looseObject({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number(),
  expireAt: z.number().optional(),
  paymentDetails: z.array(PaymentDetailSchema).optional(),
});
const RefundSchema = z.looseObject({ refundId: z.string(), amount: z.number(), state: z.string() });
const RefundStatusSchema = z.looseObject({ originalMerchantOrderId: z.string().optional(), amount: z.number(), state: z.string() });

export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export type CreatePaymentInput = {
  merchantOrderId: string;
  amountPaise: number;
  redirectUrl: string;
  expireAfterSeconds: number;
  metaInfo?: Record<string, string>;
};

/**
 * PhonePe Standard Checkout v2 (PhonePe's Standard Checkout v2 documentation) in four calls. The token is cached and renewed at the
 * midpoint of its life like the official SDK, concurrent callers share one token request, and a 401 drops
 * the cached token and retries once (tokens die early when PhonePe rotates them or the sandbox restarts).
 */
export function createPhonePeClient(options: PhonePeClientOptions) {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let cached: { token: string; refreshAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const tokenRequest = () =>
    doFetch(`${options.authBaseUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_version: String(options.clientVersion),
        client_secret: options.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });

  const fetchToken = async (): Promise<string> => {
    const body = TokenSchema.parse(await readJson(await tokenRequest()));
    const issuedAt = body.issued_at ?? Math.floor(now() / 1000);
    cached = { token: body.access_token, refreshAt: (issuedAt + (body.expires_at - issuedAt) / 2) * 1000 };
    return body.access_token;
  };

  const token = async (): Promise<string> => {
    if (cached && now() < cached.refreshAt) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  const call = async <T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: unknown, isRetry = false): Promise<T> => {
    const used = await token();
    const response = await doFetch(`${options.apiBaseUrl}${path}`, {
      method,
      headers: { authorization: `O-Bearer ${used}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 && !isRetry) {
      // Only drop the token this call used; a newer one fetched meanwhile stays.
      if (cached?.token === used) cached = undefined;
      await response.body?.cancel();
      return call(schema, method, path, body, true);
    }
    return schema.parse(await readJson(response));
  };

  return {
    /** One fresh token request, answered raw (status and body) for GET /api/phonepe/test; never throws. */
    async probe(): Promise<{ status: number; body: unknown }> {
      try {
        const response = await tokenRequest();
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON: shown as text */
        }
        return { status: response.status, body };
      } catch (err) {
        return { status: 0, body: { error: err instanceof Error ? err.message : String(err) } };
      }
    },

    createPayment: (input: CreatePaymentInput) =>
      call(CreatedSchema, 'POST', '/checkout/v2/pay', {
        merchantOrderId: input.merchantOrderId,
        amount: input.amountPaise,
        expireAfter: input.expireAfterSeconds,
        metaInfo: input.metaInfo,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: input.redirectUrl } },
      }),

    orderStatus: (merchantOrderId: string) =>
      call(OrderStatusSchema, 'GET', `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`),

    refund: (input: { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number }) =>
      call(RefundSchema, 'POST', '/payments/v2/refund', {
        merchantRefundId: input.merchantRefundId,
        originalMerchantOrderId: input.originalMerchantOrderId,
        amount: input.amountPaise,
      }),

    refundStatus: (merchantRefundId: string) =>
      call(RefundStatusSchema, 'GET', `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`),
  };
}

export type PhonePeClient = ReturnType<typeof createPhonePeClient>;
