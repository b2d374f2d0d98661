import { describe, expect, it } from 'vitest';
import { heartTap } from './use-favorite-toggle';

const state = { isSessionLoading: false, isSignedIn: true, isPending: false, isFavorite: false };

describe('heartTap', () => {
  it('saves or forgets for a signed-in person', () => {
    expect(heartTap(state)).toBe('save');
    expect(heartTap({ ...state, isFavorite: true })).toBe('forget');
  });

  it('asks a visitor to sign in', () => {
    expect(heartTap({ ...state, isSignedIn: false })).toBe('sign-in');
  });

  it('waits while the session is unknown or the same ad is still being changed', () => {
    expect(heartTap({ ...state, isSessionLoading: true, isSignedIn: false })).toBe('wait');
    expect(heartTap({ ...state, isPending: true, isFavorite: true })).toBe('wait');
  });
});
