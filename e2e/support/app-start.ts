import type { Locator, Page } from '@playwright/test';

/**
 * Holds the app's code (src/start.tsx's chunk) back until the returned function is called, as a slow phone
 * network would: the page the server drew is on screen and the app has not taken it over yet.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every request the page makes for the session (GET /api/auth/me), from now on. */
export function recordSessionAsks(page: Page): string[] {
  const asks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') asks.push(request.url());
  });
  return asks;
}

/**
 * Opens `url` with the app's code held back, types `text` into the search box the server drew, runs `beforeTakeover`
 * (if any), then lets the app take over: answers the box, whose text the app now owns.
 */
export async function typeSearchBeforeAppStarts(
  page: Page,
  url: string,
  text: string,
  beforeTakeover?: () => Promise<void>,
): Promise<Locator> {
  const releaseScript = await holdAppCode(page);
  await page.goto(url, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search ads' });
  await box.fill(text);
  await beforeTakeover?.();
  releaseScript();
  return box;
}

/**
 * Makes the page's processor `rate` times slower, as on a cheap phone, until the returned function is called: the
 * app then takes a while to take a drawn page over, long enough for a visitor to act in the middle of it.
 */
export async function slowProcessor(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}
