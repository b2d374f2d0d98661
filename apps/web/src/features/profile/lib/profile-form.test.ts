import { ProfileUpdateSchema, type Profile } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { hasChanges, toFormValues } from './profile-form';

const profile: Profile = {
  uid: 'u1',
  email: 'a@b.in',
  displayName: 'Asha',
  handle: 'asha',
  handleChangeableAt: null,
  photoURL: null,
  phone: '9848012345',
  location: 'ecil',
  bio: null,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
  hasPassword: true,
  hasGoogle: false,
  messageEmails: true,
  marketingEmails: false,
  isOperator: false,
  language: 'en',
};

describe('toFormValues', () => {
  it('turns missing values into empty fields', () => {
    expect(toFormValues(profile)).toEqual({ displayName: 'Asha', phone: '9848012345', location: 'ecil', bio: '' });
  });

  it('gives values the shared update schema accepts as they are (blank means cleared)', () => {
    const parsed = ProfileUpdateSchema.parse(toFormValues(profile));
    expect(parsed).toEqual({ displayName: 'Asha', phone: '9848012345', location: 'ecil' });
  });
});

describe('hasChanges', () => {
  const edited = (change: Partial<ReturnType<typeof toFormValues>>) => ProfileUpdateSchema.parse({ ...toFormValues(profile), ...change });

  it('ignores spaces and the way the same phone number is typed', () => {
    expect(hasChanges(edited({}), profile)).toBe(false);
    expect(hasChanges(edited({ displayName: ' Asha ', bio: '  ' }), profile)).toBe(false);
    expect(hasChanges(edited({ phone: '+91 98480 12345' }), profile)).toBe(false);
  });

  it('notices real edits, clearing a field included', () => {
    expect(hasChanges(edited({ bio: 'Hello' }), profile)).toBe(true);
    expect(hasChanges(edited({ location: '' }), profile)).toBe(true);
    expect(hasChanges(edited({ phone: '' }), profile)).toBe(true);
    expect(hasChanges(edited({ phone: '9848012346' }), profile)).toBe(true);
  });
});
