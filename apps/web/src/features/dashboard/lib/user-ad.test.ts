import { describe, expect, it } from 'vitest';
import { actionsFor, createdOn, statusStyle } from './user-ad';

describe('actionsFor', () => {
  it('offers Publish for drafts, Renew for expired ads and Mark as Sold only for active ones', () => {
    expect(actionsFor('draft')).toEqual(['publish', 'view', 'edit', 'delete']);
    expect(actionsFor('expired')).toEqual(['renew', 'view', 'edit', 'delete']);
    expect(actionsFor('active')).toEqual(['markSold', 'view', 'edit', 'share', 'delete']);
    expect(actionsFor('sold')).toEqual(['view', 'edit', 'share', 'delete']);
  });
});

describe('statusStyle', () => {
  it('takes the catalogue entry, then the built-in one, then a grey badge with the key', () => {
    expect(statusStyle('sold', [{ key: 'sold', name: 'Sold out', color: '#000000', textColor: '#ffffff' }])).toEqual({
      name: 'Sold out',
      color: '#000000',
      textColor: '#ffffff',
    });
    expect(statusStyle('draft')).toMatchObject({ name: 'Draft' });
    expect(statusStyle('paused')).toEqual({ name: 'Paused', color: '#f3f4f6', textColor: '#374151' });
  });
});

describe('createdOn', () => {
  it('formats en-IN and tolerates a bad date', () => {
    expect(createdOn('2025-03-05T10:00:00Z')).toBe('5 Mar 2025');
    expect(createdOn('garbage')).toBe('');
    expect(createdOn(null)).toBe('');
  });
});
