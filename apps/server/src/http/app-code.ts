import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages a visitor most often lands on, by path, and the source module of each (apps/web/src/app/router.tsx
 * loads them lazily). Their code is named in the HTML with the app's, so the browser fetches it all at once
 * instead of learning of a page's chunk only after the app has run: a round trip saved on a slow phone network.
 */
const LANDING_PAGES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/features/home/routes/home-page.tsx'],
  [/^\/categories(?:\/[^/]+)?\/?$/, 'src/features/ads/routes/browse-page.tsx'],
  [/^\/ad\/[^/]+\/?$/, 'src/features/ads/routes/ad-detail-page.tsx'],
];
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

/** A page's code in its HTML: what to fetch, for the page at `pathname`, drawn by the server or not. */
export type AppCode = (pathname: string, isDrawn: boolean) => string;

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
  const links = (source?: string) => {
    const keys = new Set([...closure(manifest, APP_START), ...(source ? closure(manifest, source) : [])]);
    return [...keys]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key]!.file}" />`)
      .join('');
  };
  const app = links();
  const pages = LANDING_PAGES.map(([pattern, source]) => [pattern, links(source)] as const);
  const script = `${base}${start.file}`;
  return (pathname, isDrawn) => {
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
