import { ProfileUpdateSchema, type Profile } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { hasChanges, toFormValues, toPhoneDigits } from './profile-form';

const profile: Profile = {
  uid: 'u1',
  email: 'a@b.in',
  displayName: 'Asha',
  photoURL: null,
  phone: null,
  location: 'ecil',
  bio: null,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
  hasPassword: true,
  hasGoogle: false,
};

describe('toFormValues', () => {
  it('turns missing values into empty fields', () => {
    expect(toFormValues(profile)).toEqual({ displayName: 'Asha', phone: '', location: 'ecil', bio: '' });
  });

  it('gives values the shared update schema accepts as they are (blank means cleared)', () => {
    const parsed = ProfileUpdateSchema.parse(toFormValues(profile));
    expect(parsed).toEqual({ displayName: 'Asha', location: 'ecil' });
  });
});

describe('hasChanges', () => {
  it('ignores surrounding spaces and notices real edits', () => {
    const saved = toFormValues(profile);
    expect(hasChanges({ ...saved, displayName: ' Asha ' }, saved)).toBe(false);
    expect(hasChanges({ ...saved, bio: 'Hello' }, saved)).toBe(true);
    expect(hasChanges({ ...saved, location: '' }, saved)).toBe(true);
  });
});

describe('toPhoneDigits', () => {
  it.each([
    ['+91 98480 12345', '9848012345'],
    ['098480-12345', '9848012345'],
    ['98480', '98480'],
  ])('%s -> %s', (raw, expected) => {
    expect(toPhoneDigits(raw)).toBe(expected);
  });
});
