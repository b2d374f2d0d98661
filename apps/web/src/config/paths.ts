/** Typed route registry: build every in-app link through these, never by hand. */
export const paths = {
  home: () => '/',
  browse: (params?: { category?: string; location?: string; search?: string }) => {
    const { category, ...rest } = params ?? {};
    const search = new URLSearchParams(Object.entries(rest).filter(([, v]) => v) as [string, string][]).toString();
    return `/categories${category ? `/${encodeURIComponent(category)}` : ''}${search ? `?${search}` : ''}`;
  },
  ad: (id: number | string) => `/ad/${id}`,
  about: () => '/about',
  contact: () => '/contact',
  /** The law's pages (decision 028). */
  terms: () => '/terms',
  privacy: () => '/privacy',
  grievance: () => '/grievance',
  /** The operator's legal name, address and contact (Consumer Protection (E-Commerce) Rules 2020). */
  legal: () => '/legal',
  login: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  postAd: (params?: { edit?: number | string; step?: number }) => {
    const search = new URLSearchParams();
    if (params?.edit !== undefined) search.set('edit', String(params.edit));
    if (params?.step !== undefined) search.set('step', String(params.step));
    const text = search.toString();
    return text ? `/post-ad?${text}` : '/post-ad';
  },
  dashboard: () => '/dashboard',
  myAds: (status?: string) => (status ? `/my-ads?status=${encodeURIComponent(status)}` : '/my-ads'),
  profile: () => '/profile',
  /** The signed-out page after a person deleted their account. */
  accountDeleted: () => '/account-deleted',
  favorites: () => '/favorites',
  /** The inbox; with adId, the seller's threads about one ad. */
  messages: (params?: { adId?: number }) => (params?.adId ? `/messages?adId=${params.adId}` : '/messages'),
  /** One conversation (the inbox beside it on wide screens). */
  conversation: (id: number | string) => `/messages/${id}`,
  /** A public profile, by handle (never an email or a display name). */
  user: (handle: string) => `/user/${encodeURIComponent(handle)}`,
  paymentSuccess: () => '/payment-success',
  paymentFailed: () => '/payment-failed',
  phonepeTest: () => '/phonepe-test',
  phonepeDemo: () => '/phonepe-demo',
  /** The operator console (operators only; the server guards every endpoint). */
  admin: (section: 'reports' | 'removed' | 'inbox' | 'safety' | 'audit' = 'reports') => `/admin/${section}`,
} as const;
