import { ReturnToSchema } from '@mohalla/shared';

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Pages that make no sense to come back to once signed in (and would loop on /login). */
const AUTH_PAGES = new Set(['/login', '/forgot-password', '/reset-password']);

/**
 * Where to go after signing in: the page that asked (?returnTo=), only if it is a path on this site, else
 * /dashboard. Uses the server's own rule, so a crafted link cannot send anyone off-site.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  const path = ReturnToSchema.parse(raw ?? undefined);
  if (!path) return DEFAULT_AFTER_SIGN_IN;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return AUTH_PAGES.has(pathname.replace(/\/+$/, '') || '/') ? DEFAULT_AFTER_SIGN_IN : path;
}

/** The full-page start of Google sign-in; the server checks returnTo again and redirects back to it. */
export const googleSignInUrl = (returnTo: string) => `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`;

export type LoginMode = 'signin' | 'signup';

/** ?mode=signup opens Create Account; anything else is Sign In. */
export const parseLoginMode = (raw: string | null): LoginMode => (raw === 'signup' ? 'signup' : 'signin');
