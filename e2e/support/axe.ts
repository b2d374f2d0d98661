import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeOptions = {
  /** Check only this part of the page (a dialog, a section). */
  within?: string;
  /** First wait for loading states to end: the check is about the settled page a person reads. */
  settled?: boolean;
  /** Also WCAG 2.5.3 (a control's name contains its visible text): axe marks it experimental; Lighthouse checks it. */
  nameMatchesText?: boolean;
};

declare global {
  interface Window {
    __animatedDuringAxe?: boolean;
  }
}

/** Colours are judged at rest: a toast still fading in has, for a moment, too little contrast. */
async function untilAtRest(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Axe's WCAG 2.1 A and AA checks on the page as it is now; a failure lists each rule with its first places. */
export async function expectNoAxeViolations(page: Page, label: string, { within, settled, nameMatchesText }: AxeOptions = {}) {
  if (settled) await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_21_AA },
    ...(nameMatchesText && { rules: { 'label-content-name-mismatch': { enabled: true } } }),
  });
  const analyze = async () => {
    await untilAtRest(page);
    await page.evaluate(() => {
      window.__animatedDuringAxe = false;
      document.addEventListener('animationstart', () => (window.__animatedDuringAxe = true), { once: true });
    });
    const result = await (within ? builder.include(within) : builder).analyze();
    const animated = await page.evaluate(
      () => window.__animatedDuringAxe || document.getAnimations().some((a) => a.playState === 'running'),
    );
    return { result, animated };
  };
  const first = await analyze();
  // A toast that starts to fade out while axe reads the page has, for a moment, too little contrast: judge it again
  // at rest. A colour that is really too faint fails the second time too.
  const { result } = first.animated && first.result.violations.some((v) => v.id === 'color-contrast') ? await analyze() : first;
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `${label} has accessibility violations`).toEqual([]);
}
