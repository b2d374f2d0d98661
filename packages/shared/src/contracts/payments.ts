import {
  PaymentOrderParamsSchema,
  PaymentStatusResponseSchema,
  PayRequestSchema,
  PayResponseSchema,
  PhonePeTestResponseSchema,
  PhonePeWebhookSchema,
  WebhookAnswerSchema,
} from '../payments.ts';
import { defineContracts } from './contract.ts';

export const paymentsContracts = defineContracts({
  /** Opens a checkout for the owner's draft or expired ad; the amount comes from the plan in the database. */
  'POST /pay': { access: 'session', body: PayRequestSchema, response: PayResponseSchema },
  /** The payer's order as the gateway reports it now (asked again while pending). */
  'GET /payments/:merchantOrderId': { access: 'session', params: PaymentOrderParamsSchema, response: PaymentStatusResponseSchema },
  /** PhonePe's callback: it only says which order to look at again. */
  'POST /payments/phonepe/webhook': { access: 'phonepe', body: PhonePeWebhookSchema, response: WebhookAnswerSchema },
  /** A token request to the configured gateway, answered raw (tokens redacted). */
  'GET /phonepe/test': { access: 'public', response: PhonePeTestResponseSchema },
});
