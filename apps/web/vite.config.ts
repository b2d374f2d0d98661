import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
