export type GoogleFailure = 'cancelled' | 'unverified' | 'unreachable' | 'expired' | 'generic';

/** The server's own messages for ?error=failed that are worth repeating (google.routes.ts). */
const KNOWN_MESSAGES: Record<string, GoogleFailure> = {
  'Google is not reachable right now.': 'unreachable',
  'The sign-in took too long or was started elsewhere. Please try again.': 'expired',
};

/**
 * Why a Google sign-in came back to /login?error=<code>&message=... (the product's list of sign-in failures), as one of
 * our own texts. The message in the address is matched, never shown: anyone can link to /login with any text.
 */
export function googleFailure(code: string | null, message: string | null): GoogleFailure | null {
  if (!code) return null;
  if (code === 'cancelled' || code === 'unverified') return code;
  return (message !== null && KNOWN_MESSAGES[message]) || 'generic';
}
