import { describe, expect, it } from 'vitest';
import { apiStatus, parseStatusFilter } from './status-filter';

describe('parseStatusFilter', () => {
  it('reads the known statuses in any case and falls back to all', () => {
    expect(parseStatusFilter('draft')).toBe('draft');
    expect(parseStatusFilter(' Sold ')).toBe('sold');
    expect(parseStatusFilter('removed')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });

  it('asks the API for no status when showing all', () => {
    expect(apiStatus('all')).toBeUndefined();
    expect(apiStatus('expired')).toBe('expired');
  });
});
