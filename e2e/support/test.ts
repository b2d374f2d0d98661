import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * Visitors' home, browse and ad pages arrive drawn by the server and the app takes them over a moment later
 * (decision 016): a button in that HTML is on screen before it works. After a page load, journeys wait until the
 * app has started (it marks <html data-app="ready">), as a person waits for a page to finish loading before tapping.
 * Pages outside the app (the PhonePe sandbox checkout) and runs without JavaScript are not waited for.
 */
async function waitForApp(page: Page): Promise<void> {
  const isAppPage = await page.locator('#root').count();
  if (isAppPage) await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Makes `page.goto` and `page.reload` wait for the app as the `page` fixture's do: for pages of contexts a journey opens itself. */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false ? waitingForApp(page) : page);
  },
});
