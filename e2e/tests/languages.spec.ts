import path from 'node:path';
import { expect, test, waitingForApp, type Page } from '../support/test';
import { newPerson } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { checkSoftly, expectPageInLanguage, text, translator } from '../support/languages';

// The two journeys (3-4 minutes each on a loaded two-core host) share nothing: each may take a worker of its own,
// rather than the file holding one worker for both while the other runs out of files.
test.describe.configure({ mode: 'parallel' });

/**
 * Issue 21's proof: a visitor's journey, sign-up and posting an ad in Telugu and in Hindi on a 360 px phone. Every
 * text clicked or expected comes from the app's catalogues (support/languages.ts). The page checks are soft, so a
 * run lists every page's problems (overflow, cut text, English left over, axe) rather than the first.
 */
const JOURNEYS = [
  { language: 'te', locale: 'te-IN', other: 'hi' },
  { language: 'hi', locale: 'hi-IN', other: 'te' },
] as const;
const NAMES = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' } as const;
const sofa = path.join(import.meta.dirname, '..', 'fixtures', 'sofa.jpg');

type PlanRow = { PlanKey: string; PlanName: string; Price: number };

for (const { language, locale, other } of JOURNEYS) {
  test.describe(`In ${NAMES[language]} (${language}) at 360 px`, () => {
    test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale });
    const t = translator(language);

    /** The checks every page of the journey passes: in the language, fitting the screen, axe-clean. */
    async function checkPage(page: Page, label: string, { lang = language }: { lang?: 'te' | 'hi' } = {}) {
      await expectPageInLanguage(page, lang, label);
      await checkSoftly(`${label}: axe`, () => expectNoAxeViolations(page, label));
    }

    /** Follows a switcher link in the mobile menu: a full page load in that language. */
    async function switchTo(page: Page, from: 'te' | 'hi', to: 'te' | 'hi') {
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: text(from, 'common:nav.openMenu') }).click();
      const menu = page.getByRole('navigation', { name: text(from, 'common:nav.mobile') });
      const switcher = menu.getByRole('list', { name: text(from, 'common:language.label') });
      await expect(switcher.getByRole('link')).toHaveText([NAMES.en, NAMES.te, NAMES.hi]);
      await expect(switcher.getByRole('link', { name: NAMES[from] })).toHaveAttribute('aria-current', 'true');
      await checkPage(page, `the mobile menu in ${from}`, { lang: from });
      await switcher.getByRole('link', { name: NAMES[to] }).click();
      await page.waitForURL(new RegExp(`[?&]lang=${to}(&|$)`));
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('lang', to);
    }

    test('a visitor browses, switches language, signs up and posts an ad', async ({ page, browser }) => {
      test.setTimeout(240_000);

      await test.step("home follows the browser's language", async () => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('banner').getByRole('link', { name: t('common:nav.postAd') })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: t('home:home.hero.title') })).toBeVisible();
        await expect(page.getByRole('heading', { name: t('home:home.categories.title') })).toBeVisible();
        await checkPage(page, 'home');
      });

      await test.step('browse, a search and an ad', async () => {
        await page.goto('/categories');
        await expect(page.getByRole('heading', { level: 1, name: t('ads:browse.allTitle') })).toBeVisible();
        await expect(
          page
            .getByRole('list', { name: t('ads:browse.results') })
            .getByRole('listitem')
            .first(),
        ).toBeVisible();
        await checkPage(page, 'browse');

        const search = page.getByRole('main').getByRole('searchbox', { name: t('ads:browse.searchLabel') });
        await search.fill('iphone');
        await search.press('Enter');
        await expect(page).toHaveURL(/search=iphone/);
        const results = page.getByRole('list', { name: t('ads:browse.results') });
        const total = ((await (await page.request.get('/api/ads?search=iphone&limit=1')).json()) as { total: number }).total;
        expect(total).toBeGreaterThan(0);
        await expect(page.getByRole('status').filter({ hasText: t('ads:browse.count', { count: total }) })).toBeVisible();
        await checkPage(page, 'browse, searching "iphone"');

        await results
          .getByRole('link', { name: /iPhone/ })
          .first()
          .click();
        await expect(page).toHaveURL(/\/ad\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: /iPhone/ })).toBeVisible();
        const breadcrumb = page.getByRole('navigation', { name: t('ad-detail:detail.breadcrumb') });
        await expect(breadcrumb.getByRole('link', { name: t('ad-detail:detail.home') })).toBeVisible();
        await expect(breadcrumb.getByRole('link', { name: t('catalogue:categories.electronics.name') })).toBeVisible();
        await expect(page.getByRole('heading', { name: t('ad-detail:keyDetails.title') })).toBeVisible();
        await expect(page.getByRole('heading', { name: t('ad-detail:similar.title') })).toBeVisible();
        await expect(page.getByText(t('ad-detail:contact.signInToView'), { exact: true })).toBeVisible();
        await checkPage(page, 'an ad');
      });

      await test.step('the language survives a reload, the switcher and a plain address', async () => {
        await page.goto('/categories');
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1, name: t('ads:browse.allTitle') })).toBeVisible();

        await switchTo(page, language, other);
        await expect(page).toHaveURL(new RegExp(`/categories\\?lang=${other}$`));
        await expect(page.getByRole('heading', { level: 1, name: text(other, 'ads:browse.allTitle') })).toBeVisible();
        // The cookie the switcher left beats the browser's Accept-Language on an address that names no language.
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(page.getByRole('banner').getByRole('link', { name: text(other, 'common:nav.postAd') })).toBeVisible();

        await switchTo(page, other, language);
        await expect(page).toHaveURL(new RegExp(`/\\?lang=${language}$`));
        await page.goto('/categories');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe(language);
      });

      const person = newPerson(language === 'te' ? 'Lakshmi Reddy' : 'Sunita Sharma');
      await test.step('sign-up in the language, which the account keeps', async () => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: t('common:nav.openMenu') })
          .click();
        await page
          .getByRole('navigation', { name: t('common:nav.mobile') })
          .getByRole('link', { name: t('common:nav.signIn') })
          .click();
        await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('heading', { level: 1, name: t('auth:login.titleSignIn') })).toBeVisible();
        await checkPage(page, 'sign-in');

        await page
          .getByRole('group', { name: t('auth:login.modes') })
          .getByRole('button', { name: t('auth:login.signUpTab') })
          .click();
        await expect(page).toHaveURL('/login?mode=signup');
        await expect(page.getByRole('heading', { level: 1, name: t('auth:login.titleSignUp') })).toBeVisible();
        const form = page.getByRole('form', { name: t('auth:login.signUpTab') });
        await checkPage(page, 'sign-up');

        // An empty form shows the language's validation messages.
        await form.getByRole('button', { name: t('auth:signUp.submit') }).click();
        await expect(form.getByRole('textbox', { name: t('auth:fields.name'), exact: true })).toBeFocused();
        await checkPage(page, 'sign-up, refused');

        await form.getByRole('textbox', { name: t('auth:fields.name'), exact: true }).fill(person.name);
        await form.getByRole('textbox', { name: t('auth:fields.email'), exact: true }).fill(person.email);
        await form.getByRole('textbox', { name: t('auth:fields.phone'), exact: true }).fill(person.phone);
        await form.getByRole('textbox', { name: t('auth:fields.password'), exact: true }).fill(person.password);
        await form.getByRole('textbox', { name: t('auth:fields.confirmPassword'), exact: true }).fill(person.password);
        await form.getByRole('button', { name: t('auth:signUp.submit') }).click();

        await expect(page).toHaveURL('/dashboard');
        await expect(page.getByText(t('auth:signUp.success', { name: person.name }))).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The toast comes before the dashboard's code may have: check the dashboard, not the loading state before it.
        await expect(page.getByRole('heading', { level: 1, name: t('dashboard:page.welcome', { name: person.name }) })).toBeVisible();
        await checkPage(page, 'the dashboard after sign-up');

        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('banner').getByRole('link', { name: t('common:nav.postAd') })).toBeVisible();
        const profile = await (await page.request.get('/api/profile')).json();
        expect(profile.data.language).toBe(language);
      });

      await test.step('another phone, in English, picks the language up at sign-in', async () => {
        const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'en-IN' });
        const second = waitingForApp(await phone.newPage());
        await second.goto('/login');
        await expect(second.locator('html')).toHaveAttribute('lang', 'en');
        const form = second.getByRole('form', { name: text('en', 'auth:login.signInTab') });
        await form.getByRole('textbox', { name: text('en', 'auth:fields.email'), exact: true }).fill(person.email);
        await form.getByRole('textbox', { name: text('en', 'auth:fields.password'), exact: true }).fill(person.password);
        await form.getByRole('button', { name: text('en', 'auth:signIn.submit') }).click();
        await expect(second).not.toHaveURL(/\/login/);
        await second.goto('/');
        await expect(second.locator('html')).toHaveAttribute('lang', language);
        await expect(second.getByRole('banner').getByRole('link', { name: t('common:nav.postAd') })).toBeVisible();
        await phone.close();
      });

      await test.step('posting an ad through the wizard to the plans', async () => {
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('common:nav.postAd') })
          .click();
        // The wizard keeps its step in the address; the bare path lasts only until it has drawn.
        await expect(page).toHaveURL('/post-ad?step=1');
        await expect(page.getByRole('heading', { level: 1, name: t('post-ad:title.new') })).toBeVisible();
        await expect(page.getByText(t('post-ad:progress.stepOf', { step: 1, total: 4 }))).toBeVisible();
        await checkPage(page, 'the wizard, step 1');

        await page.getByRole('button', { name: t('post-ad:nav.next') }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await expect(page.getByRole('textbox', { name: t('post-ad:fields.title'), exact: true })).toHaveAccessibleDescription(
          t('post-ad:fieldErrors.required'),
        );
        await checkPage(page, 'the wizard, step 1 refused');

        await page.getByRole('textbox', { name: t('post-ad:fields.title'), exact: true }).fill('Samsung 32 inch LED TV');
        await page
          .getByRole('textbox', { name: t('post-ad:fields.description'), exact: true })
          .fill('Two years old, remote and wall mount included. Pick up from ECIL.');
        const category = page.getByRole('combobox', { name: t('post-ad:fields.category'), exact: true });
        await category.selectOption('electronics');
        await expect(category.locator('option:checked')).toHaveText(t('catalogue:categories.electronics.name'));
        const subcategory = page.getByRole('combobox', { name: t('post-ad:fields.subcategory'), exact: true });
        await subcategory.selectOption({ label: t('catalogue:subcategories.tv-audio') });
        await page.getByLabel(t('post-ad:images.add'), { exact: true }).setInputFiles([sofa]);
        await expect(page.getByRole('status').filter({ hasText: t('post-ad:images.uploaded', { n: 1 }) })).toBeVisible();
        await expect(page.getByRole('list', { name: t('post-ad:images.list') }).getByRole('listitem')).toHaveCount(1);
        await checkPage(page, 'the wizard, step 1 filled');

        await page.getByRole('button', { name: t('post-ad:nav.next') }).click();
        await expect(page.getByText(t('post-ad:progress.stepOf', { step: 2, total: 4 }))).toBeVisible();
        const location = page.getByRole('combobox', { name: t('post-ad:fields.location'), exact: true });
        await location.selectOption('ecil');
        await expect(location.locator('option:checked')).toHaveText(`${t('catalogue:locations.ecil')}, ${t('catalogue:cities.hyderabad')}`);
        const priceType = page.getByRole('combobox', { name: t('post-ad:fields.priceType'), exact: true });
        await priceType.selectOption('negotiable');
        await expect(priceType.locator('option:checked')).toHaveText(t('post-ad:priceTypes.negotiable'));
        await page.getByRole('textbox', { name: t('post-ad:fields.price'), exact: true }).fill('12500');
        await expect(page.getByText(t('post-ad:fields.pricePreview', { price: '₹12,500' }))).toBeVisible();
        await checkPage(page, 'the wizard, step 2');

        await page.getByRole('button', { name: t('post-ad:nav.next') }).click();
        await expect(page.getByText(t('post-ad:progress.stepOf', { step: 3, total: 4 }))).toBeVisible();
        await expect(page.getByRole('textbox', { name: t('post-ad:fields.ownerName'), exact: true })).toHaveValue(person.name);
        await expect(page.getByRole('textbox', { name: t('post-ad:fields.ownerPhone'), exact: true })).toHaveValue(person.phone);
        await checkPage(page, 'the wizard, step 3');

        await page.getByRole('button', { name: t('post-ad:nav.submit') }).click();
        await expect(page.getByRole('status').filter({ hasText: t('post-ad:messages.saved') })).toBeVisible();
        await expect(page).toHaveURL(/\/post-ad\?edit=\d+&step=4$/);
        await expect(page.getByText(t('post-ad:progress.stepOf', { step: 4, total: 4 }))).toBeVisible();
        await expect(page.getByRole('group', { name: t('post-ad:plans.legend') })).toBeVisible();
        await expect(page.getByRole('button', { name: t('post-ad:plans.payNoPlan') })).toBeDisabled();
        const plans = (await (await page.request.get('/api/payment-plans')).json()) as PlanRow[];
        for (const plan of plans)
          await expect(page.getByRole('radio', { name: t(`catalogue-details:plans.${plan.PlanKey}`) })).toBeVisible();
        await checkPage(page, 'the wizard, the plans');

        await page.getByRole('radio', { name: t('catalogue-details:plans.free') }).check();
        await expect(page.getByRole('button', { name: t('post-ad:plans.publishFree') })).toBeEnabled();
        const paid = plans.find((plan) => plan.Price > 0)!;
        await page.getByRole('radio', { name: t(`catalogue-details:plans.${paid.PlanKey}`) }).check();
        const pay = t('post-ad:plans.pay', { price: `₹${paid.Price.toLocaleString('en-IN')}` });
        await expect(page.getByRole('button', { name: pay })).toBeEnabled();
        await checkPage(page, 'the wizard, a paid plan chosen');

        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('group', { name: t('post-ad:plans.legend') })).toBeVisible();
      });
    });
  });
}

test.describe('The switcher on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an English page draws తెలుగు and हिन्दी without fetching either script’s whole font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const switcher = page.getByRole('banner').getByRole('list', { name: text('en', 'common:language.label') });
    await expect(switcher.getByRole('link')).toHaveText([NAMES.en, NAMES.te, NAMES.hi]);
    // Both names' faces were used and loaded: the two words' own fonts, or the device's where it has them.
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const statuses: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Mohalla Language Name') statuses.push(face.status);
      });
      return statuses;
    });
    expect(faces).toEqual(['loaded', 'loaded']);
    expect(fonts.filter((font) => font.includes('noto-sans-'))).toEqual([]);
  });
});
