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

/** Axe's WCAG 2.1 A and AA checks on the page as it is now; a failure lists each rule with its first places. */
export async function expectNoAxeViolations(page: Page, label: string, { within, settled, nameMatchesText }: AxeOptions = {}) {
  if (settled) await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  // Colours are judged at rest: a toast still fading in has, for a moment, too little contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_21_AA },
    ...(nameMatchesText && { rules: { 'label-content-name-mismatch': { enabled: true } } }),
  });
  const result = await (within ? builder.include(within) : builder).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `${label} has accessibility violations`).toEqual([]);
}
