import { describe, expect, it } from 'vitest';
import { detailPhotoSrcSet } from './ad-display.ts';

describe('detailPhotoSrcSet', () => {
  it('offers phones the 800 px variant and wide screens the full photo at its real width', () => {
    expect(detailPhotoSrcSet({ url: '/media/a/1600.webp', medium: '/media/a/800.webp', thumb: '/media/a/320.webp', width: 1600 })).toBe(
      '/media/a/800.webp 800w, /media/a/1600.webp 1600w',
    );
    expect(detailPhotoSrcSet({ url: '/media/b/1280.webp', medium: '/media/b/800.webp', thumb: '/media/b/320.webp', width: 1280 })).toBe(
      '/media/b/800.webp 800w, /media/b/1280.webp 1280w',
    );
  });

  it('has nothing to offer without a smaller variant', () => {
    expect(detailPhotoSrcSet({ url: '/media/c/800.webp', medium: '/media/c/800.webp', thumb: '/media/c/320.webp' })).toBeUndefined();
    expect(detailPhotoSrcSet({ url: 'data:image/png;base64,AAAA', thumb: 'data:image/png;base64,AAAA' })).toBeUndefined();
  });
});
