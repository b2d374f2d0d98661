import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@mohalla/shared';

/**
 * The pages a visitor most often lands on, by path, and the source module of each (apps/web/src/app/router.tsx
 * loads them lazily). Their code is named in the HTML with the app's, so the browser fetches it all at once
 * instead of learning of a page's chunk only after the app has run: a round trip saved on a slow phone network.
 */
type PageCode = [RegExp, source: string, namespaces: string[]];
const LANDING_PAGES: PageCode[] = [
  [/^\/$/, 'src/features/home/routes/home-page.tsx', ['home']],
  [/^\/categories(?:\/[^/]+)?\/?$/, 'src/features/ads/routes/browse-page.tsx', []],
  // The texts the ad page's modules load (loadMessages in ad-detail-page.tsx, message-box.tsx, catalogue-detail-names.ts).
  [/^\/ad\/[^/]+\/?$/, 'src/features/ads/routes/ad-detail-page.tsx', ['ad-detail', 'conversations', 'catalogue-details', 'gallery']],
];
/**
 * The pages behind sign-in (RequireAuth), named only for a request with a session: without them the browser learns
 * of a page's chunks only once the app has asked for the session, then of their imports a level at a time (four
 * or five round trips before the dashboard asks for its figures). Each with the texts its modules load.
 */
const MEMBER_PAGES: PageCode[] = [
  [/^\/dashboard\/?$/, 'src/features/dashboard/routes/dashboard-page.tsx', ['dashboard']],
  [/^\/my-ads\/?$/, 'src/features/dashboard/routes/my-ads-page.tsx', ['dashboard']],
  [/^\/favorites\/?$/, 'src/features/favorites/routes/favorites-page.tsx', ['favorites']],
  [/^\/messages(?:\/[^/]+)?\/?$/, 'src/features/conversations/routes/messages-page.tsx', ['conversations']],
  [/^\/profile\/?$/, 'src/features/profile/routes/profile-page.tsx', ['profile']],
  [/^\/post-ad\/?$/, 'src/app/routes/post-ad-route.tsx', ['post-ad']],
];
/** What the header draws for a signed-in person (apps/web/src/app/header), which every member page shows. */
const MEMBER_HEADER = ['src/app/header/account-menu.tsx', 'src/app/header/messages-link.tsx', 'src/app/header/mobile-account-items.tsx'];
const MEMBER_HEADER_TEXTS = ['account'];
/**
 * A catalogue's chunk in the manifest (apps/web/src/lib/i18n.ts loads each file as a chunk of its own; those every
 * page shows come together in first.ts).
 */
const catalogueKey = (language: Language, namespace: string) => `src/locales/${language}/${namespace}.json`;
/** The app, an entry of its own beside the HTML's small one (apps/web/src/main.tsx, decision 016). */
const APP_START = 'src/start.tsx';

type PagePreloads = Array<readonly [RegExp, string]>;
/** The preloads of the page at `pathname`, if it is one of `pages`. */
const preloadsFor = (pages: PagePreloads, pathname: string) => pages.find(([pattern]) => pattern.test(pathname))?.[1];
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunk and every chunk it imports statically, each once. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * A page's code in its HTML: what to fetch, for the page at `pathname` in `language`, drawn by the server or not,
 * for a request with a session cookie or not (`hasSession`: a hint for what to fetch, never a check of who asks).
 */
export type AppCode = (pathname: string, isDrawn: boolean, language: Language, hasSession?: boolean) => string;

/**
 * The app's code for a page: `<link rel="modulepreload">` for the app and the page's chunks, and the app's script.
 * For a page the server drew (`isDrawn`) it waits, inert, in a `<template id="app-code">` that the HTML's entry
 * adds once the page has loaded and painted; an empty page gets it at once.
 */
export function appCode(manifest: ViteManifest, base = '/'): AppCode {
  const start = manifest[APP_START];
  if (!start) return () => '';
  // What the HTML's entry imports itself, Vite already preloads in index.html.
  const loaded = closure(manifest, 'index.html');
  const links = (language: Language, sources: string[] = [], namespaces: string[] = []) => {
    const texts = [`src/locales/${language}/first.ts`, ...namespaces.map((namespace) => catalogueKey(language, namespace))];
    const keys = new Set([APP_START, ...sources].flatMap((source) => [...closure(manifest, source)]).concat(texts));
    return [...keys]
      .filter((key) => !loaded.has(key) && manifest[key])
      .map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key]!.file}" />`)
      .join('');
  };
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        app: links(language),
        pages: LANDING_PAGES.map(([pattern, source, namespaces]) => [pattern, links(language, [source], namespaces)] as const),
        memberPages: MEMBER_PAGES.map(
          ([pattern, source, namespaces]) =>
            [pattern, links(language, [source, ...MEMBER_HEADER], [...namespaces, ...MEMBER_HEADER_TEXTS])] as const,
        ),
      },
    ]),
  ) as Record<Language, { app: string; pages: PagePreloads; memberPages: PagePreloads }>;
  const script = `${base}${start.file}`;
  return (pathname, isDrawn, language, hasSession = false) => {
    const { app, pages, memberPages } = byLanguage[language];
    const preloads = preloadsFor(pages, pathname) ?? (hasSession ? preloadsFor(memberPages, pathname) : undefined) ?? app;
    return isDrawn
      ? `<template id="app-code" data-start="${script}">${preloads}</template>`
      : `${preloads.replaceAll('><', '>\n    <')}\n    <script type="module" crossorigin src="${script}"></script>`;
  };
}

/** Reads the build's manifest; without one (a build from before decision 016) there is no app to name. */
export function loadAppCode(distDir: string): AppCode | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  return appCode(JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest);
}
