import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * After the client build, builds src/entry-server.tsx for Node into <outDir>/server (decision 016): the server
 * imports it to render visitors' pages. Everything is bundled in (noExternal), so the folder works wherever
 * the build is copied (the Lighthouse run serves one from a temporary folder).
 */
function serverRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mohalla-server-render',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.resolve(config.root, config.build.outDir, 'server'),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
    },
  };
}

/** lucide's own Icon, which createLucideIcon imports for every icon (lucide-react 1.x). */
const LUCIDE_ICON_IMPORT = { source: './Icon.mjs', importer: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/ };

/**
 * Every lucide icon drawn by src/lib/lucide-icon.tsx: the same markup as lucide's Icon for a fraction of its render
 * (bench/README.md, twelfth session). Icons keep their own chunks and imports; only the Icon they share changes.
 */
function lucideIcon(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/lucide-icon.tsx');
  let replaced = false;
  return {
    name: 'mohalla-lucide-icon',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== LUCIDE_ICON_IMPORT.source || !importer || !LUCIDE_ICON_IMPORT.importer.test(importer)) return null;
      replaced = true;
      return replacement;
    },
    // A lucide that no longer imports its Icon this way would quietly bring back the slow one: the build says so.
    buildEnd(error) {
      if (!error && !replaced)
        this.error('lucide-react no longer imports ./Icon.mjs from createLucideIcon.mjs: update lucideIcon() in vite.config.ts');
    },
  };
}

export default defineConfig({
  plugins: [lucideIcon(), react(), tailwindcss(), serverRender()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget, '/sandbox': apiTarget } },
  // The manifest lets scripts/check-budgets.mjs measure each page's first-load JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // Fonts stay files: inlined into the stylesheet, the language names' fonts would be fetched by every page, with
    // its render-blocking CSS, even where the phone has the fonts (index.css).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // The code a lazily loaded page imports is not named in advance (Vite's preload helper and its map of every
    // page's chunks cost ~2 KB of every first load; decision 031): the landing pages' code is named by the server in
    // their HTML (apps/server/src/http/app-code.ts), browse and ad pages are fetched when idle, and any other page's
    // imports follow it one round trip later.
    modulePreload: false,
    // The shared contracts build zod schemas at module level. Marked pure, the ones a page never uses (and
    // zod with them) drop out of its chunk: the first load carries only the constants and helpers it needs.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // The app is an entry of its own: the HTML's small entry (main.tsx) adds it once the page has painted, and
      // the server names its chunks (decision 016).
      input: { index: 'index.html', start: 'src/start.tsx' },
      output: {
        codeSplitting: {
          // Infinite queries (the inbox and a thread's older pages) stay with the pages that use them, not every page's framework.
          // cn (one line, used by nearly every chunk) and AppLink (the router's link for every page) go with them rather
          // than into chunks of their own.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/](?!.*infinite)|src[\\/]lib[\\/]cn\.ts$|src[\\/]components[\\/]ui[\\/]app-link\.tsx$/i,
            },
            // The small pieces most pages share (badges, headings, empty states, prices, dates, toasts): one chunk the
            // first page already downloads, rather than ten of ~0.2-0.4 KB, each with its own wrapper and request.
            {
              name: 'page-kit',
              test: /src[\\/]components[\\/]ui[\\/](badge|skeleton|page-heading|empty-state|field)\.tsx$|src[\\/]lib[\\/](toast|price-text)\.ts$|shared[\\/]src[\\/](price|dates|ad-display)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
