import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web build (`npm run build`): index.html, the manifest the server names the app's code from,
 * and a server entry that draws a page showing what it was given (the address, the answers' paths, a count of
 * drawings), so API tests can see what the server hands over. The real entry is exercised by e2e/.
 */
export async function createFakeWebBuild(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-web-'));
  // The real build sits in apps/web, whose package.json makes its .js files modules; the render thread loads it so.
  await fs.writeFile(path.join(dir, 'package.json'), '{"type":"module"}');
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Mohalla Ads</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
  );
  await fs.mkdir(path.join(dir, '.vite'));
  await fs.writeFile(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_css.js'] },
      '_css.js': { file: 'assets/css-0.js' },
      'src/start.tsx': { file: 'assets/start-5.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/features/home/routes/home-page.tsx': { file: 'assets/home-page-2.js', imports: ['_react.js', '_card.js'] },
      'src/features/ads/routes/browse-page.tsx': { file: 'assets/browse-page-3.js', imports: ['_card.js'] },
      '_card.js': { file: 'assets/card-4.js' },
      'src/features/dashboard/routes/dashboard-page.tsx': { file: 'assets/dashboard-page-6.js', imports: ['_react.js', '_card.js'] },
      'src/locales/en/first.ts': { file: 'assets/common-en.js' },
      'src/locales/te/first.ts': { file: 'assets/common-te.js' },
      'src/locales/hi/first.ts': { file: 'assets/common-hi.js' },
    }),
  );
  await fs.mkdir(path.join(dir, 'server'));
  await fs.writeFile(
    path.join(dir, 'server', 'entry-server.js'),
    `
    export const prepare = async () => {};
    let renders = 0;
    const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    export function render({ url, answers, origin, language }) {
      if (url.includes('search=boom')) throw new Error('a bug in a page');
      renders += 1;
      // An ad page draws the ad's own words, as the real one does: they must reach the page exactly as written.
      const ad = Object.entries(answers).find(([path]) => path.startsWith('/ads/'))?.[1]?.data;
      const article = ad
        ? '<article><h2>' + esc(ad.title) + '</h2><p>' + esc(ad.description) + '</p><b>' + esc(ad.owner.name) + '</b><i>' + esc(ad.category) + '</i></article>'
        : '';
      return '<title>Drawn ' + url.replace(/[<&]/g, '') + '</title><link rel="preload" as="image" href="/react-guess.webp"/>'
        + '<main data-origin="' + origin + '" data-language="' + language + '"><h1>Buy and sell $& in your mohalla</h1>' + '<p>Local ads</p>'.repeat(100)
        + '<pre>' + Object.keys(answers).join(',').replace(/</g, '') + '</pre>' + article + '<i>render ' + renders + '</i></main>';
    }`,
  );
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
