import { AD_STATUSES, adminTexts, conversationTexts, reportTexts, safetySettingsTexts, type Language } from '@mohalla/shared';

// Reports about ads, people, conversations (decision 024) and the site's own flags share the queue, each with its own reasons.
const reasonLabels = (language: Language): Record<string, string> => ({
  ...conversationTexts(language).reportReasonLabels,
  ...reportTexts(language).personReasonLabels,
  ...reportTexts(language).adReasonLabels,
  ...safetySettingsTexts(language).systemReasonLabels,
});

/** A report's reason as people read it; a reason this page does not know yet is shown as stored. */
export const reasonLabel = (reason: string, language: Language): string => reasonLabels(language)[reason] ?? reason;

export const statusLabel = (status: string | null): string => AD_STATUSES.find((s) => s.key === status)?.name ?? status ?? '';

/** An audit entry's action in words; an action added later is shown as recorded. */
export const actionLabel = (action: string, language: Language): string =>
  (adminTexts(language).actions as Record<string, string>)[action] ?? action;
