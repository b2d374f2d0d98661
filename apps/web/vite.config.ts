import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * After the client build, renders src/prerender.tsx's pages (an SSR build of it, kept out of dist) and writes
 * their HTML to <outDir>/prerender.json, which the server puts into #root for those paths.
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mohalla-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const ssrDir = path.resolve(config.root, 'node_modules/.prerender');
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
      const { prerender: render } = (await import(`${entry}?t=${Date.now()}`)) as { prerender: () => Record<string, string> };
      fs.writeFileSync(path.resolve(config.root, config.build.outDir, 'prerender.json'), JSON.stringify(render()));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget, '/sandbox': apiTarget } },
  // The manifest lets scripts/check-budgets.mjs measure each page's first-load JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    // The shared contracts build zod schemas at module level. Marked pure, the ones a page never uses (and
    // zod with them) drop out of its chunk: the first load carries only the constants and helpers it needs.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
