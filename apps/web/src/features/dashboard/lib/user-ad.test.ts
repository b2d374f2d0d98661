import { describe, expect, it } from 'vitest';
import { actionsFor, createdOn, runOf, statusStyle } from './user-ad';

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

describe('runOf', () => {
  const now = new Date('2025-05-10T06:00:00Z'); // 10 May, 11:30 in Hyderabad

  it('counts the days left of a live ad by Hyderabad calendar days, 0 on its last day', () => {
    expect(runOf({ status: 'active', expiresAt: '2025-05-25T06:00:00Z' }, now)).toEqual({
      kind: 'live',
      date: '25 May 2025',
      iso: '2025-05-25T06:00:00Z',
      daysLeft: 15,
    });
    expect(runOf({ status: 'active', expiresAt: '2025-05-11T05:00:00Z' }, now)).toMatchObject({ daysLeft: 1 });
    expect(runOf({ status: 'active', expiresAt: '2025-05-10T18:00:00Z' }, now)).toMatchObject({ daysLeft: 0 });
  });

  it('tells when an expired ad ended, and nothing for drafts, sold ads or a bad date', () => {
    expect(runOf({ status: 'expired', expiresAt: '2025-05-01T06:00:00Z' }, now)).toEqual({
      kind: 'ended',
      date: '1 May 2025',
      iso: '2025-05-01T06:00:00Z',
    });
    expect(runOf({ status: 'draft', expiresAt: null }, now)).toBeNull();
    expect(runOf({ status: 'sold', expiresAt: '2025-05-25T06:00:00Z' }, now)).toBeNull();
    expect(runOf({ status: 'active', expiresAt: 'garbage' }, now)).toBeNull();
  });
});
