import { SITE_TEXTS } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { canonicalInLanguage, languageLinks, shellInLanguage } from './page-language.ts';
import { htmlEscape } from './spa-meta.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>${SITE_TEXTS.en.title}</title>
    <meta
      name="description"
      content="${SITE_TEXTS.en.description}"
    />
  </head><body><div id="root"></div></body></html>`;

describe('the page shell in a language', () => {
  it('sets <html lang> and, in Telugu and Hindi, the site title and description', () => {
    const telugu = shellInLanguage(shell, 'te');
    expect(telugu).toContain('<html lang="te">');
    expect(telugu).toContain(`<title>${htmlEscape(SITE_TEXTS.te.title)}</title>`);
    expect(telugu).toContain(`<meta name="description" content="${htmlEscape(SITE_TEXTS.te.description)}" />`);
    expect(shellInLanguage(shell, 'en')).toBe(shell);
  });

  it("leaves a page's own title and description (an ad's) alone, and adds lang where the shell has none", () => {
    const adShell = '<html><head><title>Honda Activa - ₹45,000</title><meta name="description" content="Good bike" /></head></html>';
    expect(shellInLanguage(adShell, 'hi')).toBe(
      '<html lang="hi"><head><title>Honda Activa - ₹45,000</title><meta name="description" content="Good bike" /></head></html>',
    );
  });

  it('replaces a canonical address with the language’s own, or adds one', () => {
    const withCanonical = '<head><link rel="canonical" href="https://x.in/ad/1" /></head>';
    expect(canonicalInLanguage(withCanonical, '/ad/1', 'te', 'https://x.in')).toBe(
      '<head><link rel="canonical" href="https://x.in/ad/1?lang=te" /></head>',
    );
    expect(canonicalInLanguage('<head></head>', '/', 'hi', 'https://x.in')).toContain(
      '<link rel="canonical" href="https://x.in/?lang=hi" />',
    );
  });

  it('links every language and x-default, escaping the address', () => {
    const links = languageLinks('/categories?search=a"b&page=2', 'en', 'https://x.in');
    expect(links).toContain('hreflang="te" href="https://x.in/categories?search=a&quot;b&amp;page=2&amp;lang=te"');
    expect(links).toContain('hreflang="x-default" href="https://x.in/categories?search=a&quot;b&amp;page=2"');
    expect(links).toContain('<meta property="og:locale" content="en_IN" />');
  });
});
