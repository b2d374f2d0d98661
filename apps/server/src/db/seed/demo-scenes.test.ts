import { describe, expect, it } from 'vitest';
import { DEMO_ADS } from './demo-ads.ts';
import { demoScene } from './demo-scenes.ts';

const fixed = () => 0.5;

describe('demoScene', () => {
  it('draws every demo ad as a picture of its thing, with no words on it', () => {
    const drawings = new Set<string>();
    for (const ad of DEMO_ADS) {
      for (const index of [0, 1, 2]) {
        const scene = demoScene(ad, index, fixed);
        expect(scene.svg, ad.title).not.toMatch(/<text|Demo/i);
        expect(scene.svg).toContain(`viewBox="0 0 ${scene.width} ${scene.height}"`);
      }
      drawings.add(demoScene(ad, 0, fixed).svg);
    }
    // Different things look different: at least one drawing per kind of thing the demo offers.
    expect(drawings.size).toBeGreaterThanOrEqual(20);
  });

  it('photographs a phone or tablet upright first, everything else in landscape', () => {
    const phone = DEMO_ADS.find((ad) => ad.subcategory === 'Mobiles')!;
    const car = DEMO_ADS.find((ad) => ad.subcategory === 'Cars')!;
    expect(demoScene(phone, 0, fixed)).toMatchObject({ width: 900, height: 1200 });
    expect(demoScene(phone, 1, fixed)).toMatchObject({ width: 1200, height: 900 });
    expect(demoScene(car, 0, fixed)).toMatchObject({ width: 1200, height: 900 });
  });

  it('varies the colours from ad to ad', () => {
    const car = DEMO_ADS.find((ad) => ad.subcategory === 'Cars')!;
    expect(demoScene(car, 0, () => 0.1).svg).not.toBe(demoScene(car, 0, () => 0.9).svg);
  });
});
