import { describe, expect, it } from 'vitest';
import { mailLink } from './mail-link.ts';

const SITE = 'https://mohalla.example';

describe('mailLink', () => {
  it('leaves an English link as it is', () => {
    expect(mailLink(`${SITE}/ad/7`, 'en')).toBe(`${SITE}/ad/7`);
    expect(mailLink(`${SITE}/my-ads?status=expired`, 'en')).toBe(`${SITE}/my-ads?status=expired`);
  });

  it('adds ?lang= to a link without a query, and &lang= to one with a query', () => {
    expect(mailLink(`${SITE}/messages/12`, 'te')).toBe(`${SITE}/messages/12?lang=te`);
    expect(mailLink(`${SITE}/reset-password?token=a-b_c`, 'hi')).toBe(`${SITE}/reset-password?token=a-b_c&lang=hi`);
  });

  it('replaces a language the link already names, and keeps a fragment last', () => {
    expect(mailLink(`${SITE}/browse?lang=en&q=cot`, 'te')).toBe(`${SITE}/browse?q=cot&lang=te`);
    expect(mailLink(`${SITE}/help#grievances`, 'hi')).toBe(`${SITE}/help?lang=hi#grievances`);
  });
});
