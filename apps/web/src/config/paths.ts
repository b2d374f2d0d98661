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
  login: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
  postAd: () => '/post-ad',
  dashboard: () => '/dashboard',
  profile: () => '/profile',
  favorites: () => '/favorites',
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
} as const;
