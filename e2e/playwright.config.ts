import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { prepareOperator } from './support/operator';

/** Journeys run against the production build served by the real server, on a throwaway PGlite data dir. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get update && apt-get install -y chromium" ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

// Set once in the main process; workers inherit the environment, so all agree on port and data dir.
process.env.E2E_PORT ??= '3217';
process.env.E2E_OIDC_PORT ??= '3218';
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mohalla-e2e-'));
  // Before the server opens the database, which no second process may then open (support/operator.ts).
  prepareOperator(process.env.E2E_DATA_DIR);
}
// A second copy of the site keeps its images in an S3-compatible bucket (media-s3.spec.ts).
process.env.E2E_S3_PORT ??= String(Number(process.env.E2E_PORT) + 3);
process.env.E2E_S3_APP_PORT ??= String(Number(process.env.E2E_PORT) + 4);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const s3Endpoint = `http://127.0.0.1:${process.env.E2E_S3_PORT}`;
/** The bucket the S3 copy of the site writes to; s3rver's built-in account signs every request. */
const S3_BUCKET = 'mohalla-e2e';
const s3AppURL = `http://127.0.0.1:${process.env.E2E_S3_APP_PORT}`;
/** The test client registered with the local OpenID provider that stands in for Google. */
export const OIDC_CLIENT = { id: 'mohalla-e2e', secret: 'mohalla-e2e-secret-0123456789abcdef' };

/** The production server as `npm start` runs it, at `url`, with its own settings on top of the shared ones. */
function appServer(url: string, env: Record<string, string | undefined>) {
  return {
    command: 'npm run start -w @mohalla/server',
    cwd: '..',
    url: `${url}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every journey signs people up from 127.0.0.1; the per-address limits are proven by the API tests.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
      // Journeys post several ads from fresh accounts; the new-account limit is proven by the API tests.
      NEW_ACCOUNT_ADS_PER_DAY: '10000',
      // Lets parallel runs serve their own build (vite build --outDir) instead of apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  // Parallel runs (several engineers, or CI beside a local run) each keep their own traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A long journey (sign up, post, pay, wait for the redirect) takes 15-20 s alone and over 30 s when the two
  // cores are also serving, building and running the other worker.
  timeout: 60_000,
  // Generous for a page's first render on two cores shared with the servers and the other worker: a signed-in page's
  // first load (the app, the session, the page's code, its data and one retry of a failed request) once missed 10 s
  // in a CI run on a slow host.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node oidc/provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        APP_URL: baseURL,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
    appServer(baseURL, {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER_URL: oidcIssuer,
    }),
    {
      command: 'node s3/server.mjs',
      url: `${s3Endpoint}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { S3_PORT: process.env.E2E_S3_PORT, S3_DIR: path.join(process.env.E2E_DATA_DIR, 's3'), S3_BUCKET },
    },
    appServer(s3AppURL, {
      PORT: process.env.E2E_S3_APP_PORT,
      DATA_DIR: path.join(process.env.E2E_DATA_DIR, 's3-app'),
      // Its journey posts its own ad; demo data would only slow the start.
      SEED_DEMO_DATA: 'false',
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  ],
});
