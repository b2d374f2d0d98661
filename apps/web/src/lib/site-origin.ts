let serverOrigin = '';

/** The server's render (src/entry-server.tsx) says which address the site is served from (PUBLIC_URL). */
export function provideSiteOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

/** The site's own origin, in the browser and in the server's render alike, for links that leave the site (shares). */
export const siteOrigin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);
