import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, ROOT, startServer, stopServer, type ServerProcess } from './lib/server.ts';

/**
 * `npm run bench:lighthouse`: builds the web app into a temporary folder, starts the production server on a fresh
 * PGlite with the demo data, and runs Lighthouse (its default: mobile form factor, simulated throttling) with
 * Debian's Chromium on home, browse and an ad's page. Each page is run --runs times; the median run by
 * performance score is reported, as Lighthouse's own docs advise for its run-to-run variance.
 */
const USAGE =
  'npm run bench:lighthouse -- [--runs 3] [--throttling simulate|devtools] [--no-build] [--chrome /usr/bin/chromium] [--port 3960] [--lang en|te|hi] [--reports DIR]';
const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        // simulate (Lighthouse's default) replays an unthrottled local load through a model; devtools really
        // throttles network and CPU, closer to a phone when the local trace differs from a real network's.
        throttling: { type: 'string', default: 'simulate' },
        'no-build': { type: 'boolean', default: false },
        chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        port: { type: 'string' },
        // The pages in a language (decision 031): the address names it, as a shared link does.
        lang: { type: 'string', default: 'en' },
        // Each page's median report, whole (JSON), for what the summary leaves out: which elements shifted, which
        // nodes failed an accessibility audit.
        reports: { type: 'string' },
      },
      allowPositionals: false,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\nUsage: ${USAGE}`);
    process.exit(2);
  }
})();
const run = promisify(execFile);
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.02 };

type PageResult = {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lcpElement?: string;
  opportunities: Array<{ id: string; title: string; savingsMs?: number; savingsBytes?: number; display?: string }>;
  failedAccessibility: Array<{ id: string; title: string; nodes: string[] }>;
  layoutShifts: Array<{ node: string; score: number }>;
  runs: Array<{ performance: number; lcpMs: number; cls: number; tbtMs: number }>;
};

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mohalla-lighthouse-'));
  const webDir = path.join(tmp, 'web');
  if (args['no-build']) {
    fs.cpSync(path.join(ROOT, 'apps/web/dist'), webDir, { recursive: true });
  } else {
    // Built into a folder of its own, so this run neither races nor disturbs another build of apps/web/dist.
    console.log('building the web app ...');
    await run(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: path.join(ROOT, 'apps/web'),
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  }
  const port = args.port ? Number(args.port) : await freePort(3960, 3990);
  let server: ServerProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const results: PageResult[] = [];
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, Node ${process.version}, ${await systemFonts()}`;
  try {
    server = await startServer({ port, dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log'), webDistDir: webDir });
    const first = (await (await fetch(`${server.baseUrl}/api/ads?limit=1`)).json()) as { data: Array<{ AdId: number }> };
    const adId = first.data[0]?.AdId;
    if (!adId) throw new Error('no ad to open: the demo data did not seed');
    const inLanguage = args.lang === 'en' ? '' : `?lang=${args.lang}`;
    const pages = [
      { page: 'home', url: `${server.baseUrl}/${inLanguage}` },
      { page: 'browse', url: `${server.baseUrl}/categories${inLanguage}` },
      { page: 'ad detail', url: `${server.baseUrl}/ad/${adId}${inLanguage}` },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: args.chrome,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const chromeVersion = ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;
    if (!['simulate', 'devtools'].includes(args.throttling)) throw new Error(`--throttling must be simulate or devtools\nUsage: ${USAGE}`);
    const throttlingMethod = args.throttling as 'simulate' | 'devtools';
    console.log(
      `${machine}; ${chromeVersion}; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // One throwaway load, so the first measured page does not pay for the server's cold caches.
    await lighthouse(pages[0]!.url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (const { page, url } of pages) {
      const runs: Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']> = [];
      for (let i = 0; i < Number(args.runs); i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
          throttlingMethod,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
        console.log(`  ${page} run ${i + 1}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}`);
      }
      const result = summarize(page, url, runs);
      results.push(result);
      if (args.reports) {
        fs.mkdirSync(args.reports, { recursive: true });
        const median = runs.find((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100) === result.performance)!;
        fs.writeFileSync(path.join(args.reports, `${page.replace(/ /g, '-')}-${args.lang}.json`), JSON.stringify(median));
      }
    }
  } finally {
    await chrome?.kill();
    if (server) await stopServer(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log(
    '\n| page | performance | LCP | CLS | TBT | FCP | Speed Index | accessibility |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.speedIndexMs / 1000).toFixed(2)} s | ${r.accessibility} |`,
    );
  }
  for (const r of results) {
    const missed = [
      r.performance < TARGETS.performance && `performance ${r.performance} < ${TARGETS.performance}`,
      r.lcpMs > TARGETS.lcpMs && `LCP ${(r.lcpMs / 1000).toFixed(2)} s > 1.5 s`,
      r.cls > TARGETS.cls && `CLS ${r.cls.toFixed(3)} > 0.02`,
    ].filter(Boolean);
    console.log(
      `\n${r.page}: ${missed.length ? `MISSED ${missed.join(', ')}` : 'all targets met'}; runs ${r.runs.map((x) => x.performance).join(' / ')}; LCP element: ${r.lcpElement ?? '-'}`,
    );
    for (const o of r.opportunities)
      console.log(`  - ${o.title}${o.display ? `: ${o.display}` : ''}${o.savingsMs ? ` (~${Math.round(o.savingsMs)} ms)` : ''}`);
    for (const a of r.failedAccessibility) console.log(`  - accessibility: ${a.title}${a.nodes.map((n) => `\n      ${n}`).join('')}`);
    for (const shift of r.layoutShifts) console.log(`  - layout shift ${shift.score.toFixed(3)}: ${shift.node}`);
  }
  const out = path.join(import.meta.dirname, `results/lighthouse-${args.throttling}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ machine, at: new Date().toISOString(), loadAverage: os.loadavg(), targets: TARGETS, results }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(ROOT, out)}`);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarize(page: string, url: string, runs: Lhr[]): PageResult {
  const score = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const num = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Everything in the performance category that did not pass and has something to say, biggest saving first.
  const perfRefs = median.categories.performance?.auditRefs ?? [];
  const opportunities = perfRefs
    .map((ref) => median.audits[ref.id]!)
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        ![
          'largest-contentful-paint',
          'first-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
          'interactive',
          'max-potential-fid',
        ].includes(a.id),
    )
    .map((a) => {
      const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      return {
        id: a.id,
        title: a.title,
        savingsMs: a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? details?.overallSavingsMs,
        savingsBytes: details?.overallSavingsBytes,
        display: a.displayValue,
      };
    })
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  const failedAccessibility = (median.categories.accessibility?.auditRefs ?? [])
    .map((ref) => median.audits[ref.id]!)
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => ({ id: a.id, title: a.title, nodes: snippets(a.details) }));
  const shiftItems = (
    median.audits['layout-shifts']?.details as { items?: Array<{ node?: { snippet?: string }; score?: number }> } | undefined
  )?.items;
  const lcpDetails = median.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return {
    page,
    url,
    performance: score(median),
    accessibility: Math.round((median.categories.accessibility?.score ?? 0) * 100),
    lcpMs: num(median, 'largest-contentful-paint'),
    fcpMs: num(median, 'first-contentful-paint'),
    tbtMs: num(median, 'total-blocking-time'),
    cls: num(median, 'cumulative-layout-shift'),
    speedIndexMs: num(median, 'speed-index'),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
    opportunities,
    failedAccessibility,
    layoutShifts: (shiftItems ?? []).map((item) => ({ node: item.node?.snippet ?? '-', score: item.score ?? 0 })),
    runs: runs.map((lhr) => ({
      performance: score(lhr),
      lcpMs: num(lhr, 'largest-contentful-paint'),
      cls: num(lhr, 'cumulative-layout-shift'),
      tbtMs: num(lhr, 'total-blocking-time'),
    })),
  };
}

/**
 * Whether Chromium finds Telugu and Devanagari among the machine's own fonts, as Android phones do (then the page's
 * local() rules take them) or must download the web fonts (then the text is drawn twice and may move): the two give
 * different LCP and CLS in those languages, so each figure says which it had.
 */
async function systemFonts(): Promise<string> {
  const has = async (lang: string) => {
    try {
      return (await run('fc-list', [`:lang=${lang}`, 'family'])).stdout.trim() !== '';
    } catch {
      return false;
    }
  };
  const [te, hi] = await Promise.all([has('te'), has('hi')]);
  return `system fonts: Telugu ${te ? 'yes' : 'no'}, Devanagari ${hi ? 'yes' : 'no'}`;
}

/** The HTML snippets of the nodes an audit names (the first few), to find them in the page. */
function snippets(details: unknown): string[] {
  const items = (details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
  return items
    .map((item) => item.node?.snippet)
    .filter((snippet): snippet is string => Boolean(snippet))
    .slice(0, 5);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
