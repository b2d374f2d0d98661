#!/usr/bin/env node
// Page budgets of issue 6, checked on the production build: first-load JavaScript of the home and browse
// pages <= 120 KB gzipped, CSS <= 30 KB gzipped. First load = everything a first visit downloads: the entry
// chunk, the app it starts (src/start.tsx), the page's own lazy chunk, each with its static imports, and the
// texts every page shows in the page's language (decision 031), so each page is checked in each language. (Since
// decision 016 the page paints from the server's HTML before any of it runs; it is still downloaded at once.)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const KB = 1024;
const BUDGETS = { js: 120 * KB, css: 30 * KB };
const LANGUAGES = ['en', 'te', 'hi'];

const PAGES = {
  home: 'src/features/home/routes/home-page.tsx',
  browse: 'src/features/ads/routes/browse-page.tsx',
};
/** The landing pages' own catalogues, as apps/server/src/http/app-code.ts names them in the HTML. */
const PAGE_NAMESPACES = { home: ['home'], browse: [] };

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}. Run "npm run build" first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** The chunk and everything it imports statically, each once. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const APP_START = 'src/start.tsx';
let failed = false;

for (const [name, source] of Object.entries(PAGES)) {
  for (const language of LANGUAGES) {
    const texts = [
      `src/locales/${language}/first.ts`,
      ...PAGE_NAMESPACES[name].map((namespace) => `src/locales/${language}/${namespace}.json`),
    ];
    const missing = texts.filter((key) => !manifest[key]);
    if (missing.length) throw new Error(`The build has no chunk for ${missing.join(', ')}`);
    const keys = new Set([...closure(entryKey), ...closure(APP_START), ...closure(source), ...texts.flatMap((key) => [...closure(key)])]);
    const js = new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
    const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
    const jsBytes = [...js].reduce((sum, f) => sum + gzipSize(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gzipSize(f), 0);
    for (const [kind, bytes] of [
      ['js', jsBytes],
      ['css', cssBytes],
    ]) {
      const ok = bytes <= BUDGETS[kind];
      failed ||= !ok;
      console.log(
        `${ok ? 'ok  ' : 'OVER'} ${name} (${language}) first-load ${kind}: ${(bytes / KB).toFixed(1)} KB gzipped (budget ${BUDGETS[kind] / KB} KB, ${kind === 'js' ? js.size : css.size} files)`,
      );
    }
  }
}
process.exit(failed ? 1 : 0);
