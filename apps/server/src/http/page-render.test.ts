import { describe, expect, it } from 'vitest';
import { splitHoisted } from './page-render.ts';

describe('splitHoisted', () => {
  it('moves the title and other leading tags to the head and drops React image preloads', () => {
    const page = splitHoisted(
      '<link rel="preload" as="image" href="/favicon.svg"/><title>Jobs - Mohalla Ads</title><meta name="x" content="y"/><div id="app"><title>not hoisted</title></div>',
    );
    expect(page).toEqual({
      title: 'Jobs - Mohalla Ads',
      headTags: '<meta name="x" content="y"/>',
      body: '<div id="app"><title>not hoisted</title></div>',
    });
  });

  it('keeps a page with nothing hoisted as it is', () => {
    expect(splitHoisted('<main>hi</main>')).toEqual({ title: undefined, headTags: '', body: '<main>hi</main>' });
  });

  it('keeps an escaped title escaped', () => {
    expect(splitHoisted('<title>A &amp; B &lt;x&gt;</title><p>x</p>').title).toBe('A &amp; B &lt;x&gt;');
  });
});
