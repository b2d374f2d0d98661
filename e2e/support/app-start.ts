import type { Page } from '@playwright/test';

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
