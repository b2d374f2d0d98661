import { describe, expect, it } from 'vitest';
import { adPageMeta, renderShell } from './spa-meta.ts';

const template = '<html><head><title>Default</title><meta name="description" content="d" /></head><body></body></html>';

describe('renderShell', () => {
  it('escapes what the seller wrote so it cannot inject markup', () => {
    const meta = adPageMeta(
      {
        id: 7,
        title: '<script>alert(1)</script> "TV"',
        description: 'Nice </script><b>x</b>',
        price: 1000,
        priceType: 'fixed',
        location: 'ECIL',
        category: 'Electronics',
        createdAt: new Date().toISOString(),
      },
      'https://mohalla.example',
    );
    const html = renderShell(template, meta);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;TV&quot; - ₹1,000 | Mohalla Ads</title>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd).description).toBe('Nice </script><b>x</b>');
  });

  it('makes image urls absolute for link previews', () => {
    const meta = adPageMeta(
      {
        id: 1,
        title: 'Flat',
        description: 'd',
        price: null,
        priceType: 'month',
        location: 'Nagaram',
        category: 'Real Estate',
        imageUrl: '/media/ab/1/800.webp',
        createdAt: new Date().toISOString(),
      },
      'https://mohalla.example',
    );
    expect(meta.image).toBe('https://mohalla.example/media/ab/1/800.webp');
    expect(meta.title).toBe('Flat - Contact for Price | Mohalla Ads');
  });

  it('preloads the photo the ad page shows first, at the URL the page asks for', () => {
    const meta = adPageMeta(
      {
        id: 2,
        title: 'Bike',
        description: 'd',
        price: 30000,
        priceType: 'fixed',
        location: 'ECIL',
        category: 'Vehicles',
        imageUrl: '/media/cd/2/800.webp',
        createdAt: new Date().toISOString(),
      },
      'https://mohalla.example',
    );
    expect(renderShell(template, meta)).toContain('<link rel="preload" as="image" href="/media/cd/2/800.webp" fetchpriority="high" />');
    const withoutPhoto = adPageMeta(
      {
        id: 3,
        title: 'Tuition',
        description: 'd',
        price: null,
        priceType: 'fixed',
        location: 'ECIL',
        category: 'Education',
        createdAt: new Date().toISOString(),
      },
      'https://mohalla.example',
    );
    expect(renderShell(template, withoutPhoto)).not.toContain('rel="preload"');
  });

  it('writes a shared preview in the language it was shared in: the price, the place and the city, and its own address', () => {
    const ad = {
      id: 9,
      title: '2BHK flat',
      description: 'Near the bus stop.',
      price: 12000,
      priceType: 'month',
      location: 'Dammaiguda',
      locationId: 'dammaiguda',
      category: 'Real Estate',
      createdAt: new Date().toISOString(),
    };
    expect(adPageMeta(ad, 'https://mohalla.example')).toMatchObject({
      title: '2BHK flat - ₹12,000/month | Mohalla Ads',
      description: '₹12,000/month · Dammaiguda, Hyderabad · Near the bus stop.',
      url: 'https://mohalla.example/ad/9',
    });
    expect(adPageMeta(ad, 'https://mohalla.example', 'te')).toMatchObject({
      title: '2BHK flat - ₹12,000/నెల | Mohalla Ads',
      description: '₹12,000/నెల · దమ్మాయిగూడ, హైదరాబాద్ · Near the bus stop.',
      url: 'https://mohalla.example/ad/9?lang=te',
    });
    const hindi = adPageMeta(
      { ...ad, price: 450000, priceType: 'year', locationId: 'kapra', location: 'Kapra' },
      'https://m.example',
      'hi',
    );
    expect(hindi.description).toBe('₹4.5 लाख सालाना · Kapra, हैदराबाद · Near the bus stop.');
  });
});
