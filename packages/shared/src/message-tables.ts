import { REFUND_MESSAGES } from './admin-texts.ts';
import { AD_MESSAGES, AUTH_MESSAGES, FAVORITE_MESSAGES, FREE_PLAN_MESSAGES, HANDLE_MESSAGES, PAYMENT_MESSAGES } from './api-messages.ts';
import { CONVERSATION_MESSAGES } from './conversation-texts.ts';
import { MESSAGES } from './errors.ts';
import { GRIEVANCE_MESSAGES, INBOX_MESSAGES } from './legal-texts.ts';
import { PERSONAL_DATA_MESSAGES } from './personal-data-texts.ts';
import { ADMIN_MESSAGES, REPORT_MESSAGES } from './report-texts.ts';
import { SAFETY_MESSAGES } from './safety-settings-texts.ts';

/** Every message constant the server answers with, by its name: the translations mirror this shape. Without zod. */
export const MESSAGE_TABLES = {
  MESSAGES,
  AUTH_MESSAGES,
  AD_MESSAGES,
  FREE_PLAN_MESSAGES,
  HANDLE_MESSAGES,
  PAYMENT_MESSAGES,
  FAVORITE_MESSAGES,
  CONVERSATION_MESSAGES,
  REPORT_MESSAGES,
  ADMIN_MESSAGES,
  REFUND_MESSAGES,
  GRIEVANCE_MESSAGES,
  INBOX_MESSAGES,
  PERSONAL_DATA_MESSAGES,
  SAFETY_MESSAGES,
} as const;

type Tables = typeof MESSAGE_TABLES;
/** A table's plain texts; its functions (texts built with values) are translated as templates (message-templates). */
type PlainTexts<T> = { readonly [K in keyof T as T[K] extends string ? K : never]: string };
export type MessageTranslations = { readonly [T in keyof Tables]: PlainTexts<Tables[T]> };
