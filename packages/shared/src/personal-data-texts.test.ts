import { describe, expect, it } from 'vitest';
import { exportFileName } from './personal-data-texts.ts';

describe('exportFileName', () => {
  it('dates the download in India’s time, whatever the server’s zone', () => {
    expect(exportFileName(new Date('2026-11-25T18:29:59Z'))).toBe('mohalla-ads-data-2026-11-25.json');
    expect(exportFileName(new Date('2026-11-25T18:30:00Z'))).toBe('mohalla-ads-data-2026-11-26.json');
    expect(exportFileName(new Date('2026-01-05T00:00:00Z'))).toBe('mohalla-ads-data-2026-01-05.json');
  });
});
