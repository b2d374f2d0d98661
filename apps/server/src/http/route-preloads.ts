import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages a visitor most often lands on, by path, and the source module of each (apps/web/src/app/router.tsx
 * loads them lazily). Without a hint the browser learns of a page's code only after the entry script has run;
 * with `<link rel="modulepreload">` in the shell it fetches both at once, which on a slow phone network saves a
 * whole round trip before the first real paint. A path missing here still works, just without the head start.
 */
const LANDING_PAGES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/features/home/routes/home-page.tsx'],
  [/^\/categories(?:\/[^/]+)?\/?$/, 'src/features/ads/routes/browse-page.tsx'],
  [/^\/ad\/[^/]+\/?$/, 'src/features/ads/routes/ad-detail-page.tsx'],
];

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
 * For each landing page, the `<link rel="modulepreload">` tags of the JavaScript it needs beyond what the
 * entry already pulls in (the entry's own imports are preloaded by Vite in index.html).
 */
export function routePreloads(manifest: ViteManifest, base = '/'): (pathname: string) => string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const tags = LANDING_PAGES.map(([pattern, source]) => {
    const files = [...closure(manifest, source)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
    return [pattern, files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`).join('\n    ')] as const;
  });
  return (pathname) => tags.find(([pattern]) => pattern.test(pathname))?.[1] ?? '';
}

/** Reads the build's manifest; without one (an old build) no page gets hints, and nothing else changes. */
export function loadRoutePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  return routePreloads(JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest);
}
