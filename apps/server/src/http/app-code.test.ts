import { describe, expect, it } from 'vitest';
import { appCode, type ViteManifest } from './app-code.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_style.js'] },
  '_style.js': { file: 'assets/style-2.js' },
  'src/start.tsx': { file: 'assets/start-3.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-4.js', imports: ['_style.js'] },
  'src/features/ads/routes/ad-detail-page.tsx': { file: 'assets/ad-detail-page-5.js', imports: ['_framework.js', '_card.js'] },
  '_card.js': { file: 'assets/card-6.js' },
  'src/locales/te/first.ts': { file: 'assets/first-te.js' },
  'src/locales/te/ad-detail.json': { file: 'assets/ad-detail-te.js' },
  'src/locales/te/conversations.json': { file: 'assets/conversations-te.js' },
  'src/locales/hi/first.ts': { file: 'assets/first-hi.js' },
  'src/features/dashboard/routes/dashboard-page.tsx': { file: 'assets/dashboard-page-7.js', imports: ['_framework.js', '_stats.js'] },
  '_stats.js': { file: 'assets/stats-8.js', imports: ['_card.js'] },
  'src/app/header/account-menu.tsx': { file: 'assets/account-menu-9.js', imports: ['_framework.js'] },
  'src/app/header/messages-link.tsx': { file: 'assets/messages-link-10.js' },
  'src/app/header/mobile-account-items.tsx': { file: 'assets/mobile-account-items-11.js' },
  'src/locales/te/dashboard.json': { file: 'assets/dashboard-te.js' },
  'src/locales/te/account.json': { file: 'assets/account-te.js' },
};
const link = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />`;

describe('appCode', () => {
  const codeFor = appCode(manifest);

  it("puts a drawn page's code, the app's and its page's, in an inert template", () => {
    expect(codeFor('/ad/12', true, 'en')).toBe(
      `<template id="app-code" data-start="/assets/start-3.js">${['start-3.js', 'framework-4.js', 'ad-detail-page-5.js', 'card-6.js'].map(link).join('')}</template>`,
    );
  });

  it('gives an empty page its code at once, and only the app for pages that are not landing pages', () => {
    expect(codeFor('/ad/12', false, 'en')).toBe(
      [
        ...['start-3.js', 'framework-4.js', 'ad-detail-page-5.js', 'card-6.js'].map(link),
        '<script type="module" crossorigin src="/assets/start-3.js"></script>',
      ].join('\n    '),
    );
    expect(codeFor('/profile', false, 'en')).toBe(
      [link('start-3.js'), link('framework-4.js'), '<script type="module" crossorigin src="/assets/start-3.js"></script>'].join('\n    '),
    );
  });

  it("names the page language's texts with its code: those every page shows, and the landing page's own", () => {
    const texts = ['first-te.js'];
    expect(codeFor('/ad/12', true, 'te')).toBe(
      `<template id="app-code" data-start="/assets/start-3.js">${['start-3.js', 'framework-4.js', 'ad-detail-page-5.js', 'card-6.js', ...texts, 'ad-detail-te.js', 'conversations-te.js'].map(link).join('')}</template>`,
    );
    expect(codeFor('/profile', false, 'te')).toContain(texts.map(link).join('\n    '));
    // Only the page's language: a build without some of its texts names the ones it has.
    expect(codeFor('/profile', false, 'hi')).toContain(link('first-hi.js'));
    expect(codeFor('/profile', false, 'hi')).not.toContain('-te.js');
  });

  it("names a page behind sign-in with every chunk it imports, the signed-in header's and their texts, for a request with a session", () => {
    const dashboard = [
      'start-3.js',
      'framework-4.js',
      'dashboard-page-7.js',
      'stats-8.js',
      'card-6.js',
      'account-menu-9.js',
      'messages-link-10.js',
      'mobile-account-items-11.js',
      'first-te.js',
      'dashboard-te.js',
      'account-te.js',
    ];
    expect(codeFor('/dashboard', false, 'te', true)).toBe(
      [...dashboard.map(link), '<script type="module" crossorigin src="/assets/start-3.js"></script>'].join('\n    '),
    );
    // A visitor is sent to sign in: the page's code would only delay the sign-in page's.
    expect(codeFor('/dashboard', false, 'te', false)).toBe(codeFor('/profile', false, 'te', false));
    expect(codeFor('/dashboard', false, 'te')).not.toContain('dashboard-page-7.js');
    // A landing page is named as for anyone.
    expect(codeFor('/ad/12', true, 'en', true)).toBe(codeFor('/ad/12', true, 'en', false));
  });

  it('leaves out what the HTML entry already imports, and names nothing for a build without the app entry', () => {
    expect(codeFor('/profile', false, 'en')).not.toContain('style-2.js');
    expect(appCode({ 'index.html': { file: 'assets/index-1.js', isEntry: true } })('/', true, 'en')).toBe('');
  });
});
