import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@mohalla/shared';

/**
 * The pages a visitor most often lands on, by path, and the source module of each (apps/web/src/app/router.tsx
 * loads them lazily). Their code is named in the HTML with the app's, so the browser fetches it all at once
 * instead of learning of a page's chunk only after the app has run: a round trip saved on a slow phone network.
 */
const LANDING_PAGES: Array<[RegExp, string, namespaces: string[]]> = [
  [/^\/$/, 'src/features/home/routes/home-page.tsx', ['home']],
  [/^\/categories(?:\/[^/]+)?\/?$/, 'src/features/ads/routes/browse-page.tsx', []],
  // The texts the ad page's modules load (loadMessages in ad-detail-page.tsx, message-box.tsx, catalogue-detail-names.ts).
  [/^\/ad\/[^/]+\/?$/, 'src/features/ads/routes/ad-detail-page.tsx', ['ad-detail', 'conversations', 'catalogue-details', 'gallery']],
];
/**
 * A catalogue's chunk in the manifest (apps/web/src/lib/i18n.ts loads each file as a chunk of its own; those every
 * page shows come together in first.ts).
 */
const catalogueKey = (language: Language, namespace: string) => `src/locales/${language}/${namespace}.json`;
/** The app, an entry of its own beside the HTML's small one (apps/web/src/main.tsx, decision 016). */
const APP_START = 'src/start.tsx';

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

/** A page's code in its HTML: what to fetch, for the page at `pathname` in `language`, drawn by the server or not. */
export type AppCode = (pathname: string, isDrawn: boolean, language: Language) => string;

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
  const links = (language: Language, source?: string, namespaces: string[] = []) => {
    const texts = [`src/locales/${language}/first.ts`, ...namespaces.map((namespace) => catalogueKey(language, namespace))];
    const keys = new Set([...closure(manifest, APP_START), ...(source ? closure(manifest, source) : []), ...texts]);
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
        pages: LANDING_PAGES.map(([pattern, source, namespaces]) => [pattern, links(language, source, namespaces)] as const),
      },
    ]),
  ) as Record<Language, { app: string; pages: Array<readonly [RegExp, string]> }>;
  const script = `${base}${start.file}`;
  return (pathname, isDrawn, language) => {
    const { app, pages } = byLanguage[language];
    const preloads = pages.find(([pattern]) => pattern.test(pathname))?.[1] ?? app;
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
