import { describe, expect, it } from 'vitest';
import { googleFailure } from './google-errors';

describe('googleFailure', () => {
  it('is null when the page was not reached from a failed Google sign-in', () => {
    expect(googleFailure(null, null)).toBeNull();
    expect(googleFailure('', 'anything')).toBeNull();
  });

  it('names the reasons the server sends', () => {
    expect(googleFailure('cancelled', 'The popup was closed before completing sign-in.')).toBe('cancelled');
    expect(googleFailure('unverified', 'Your Google account has no verified email address.')).toBe('unverified');
    expect(googleFailure('failed', 'Google is not reachable right now.')).toBe('unreachable');
    expect(googleFailure('failed', 'The sign-in took too long or was started elsewhere. Please try again.')).toBe('expired');
  });

  it('never repeats a message it does not know', () => {
    expect(googleFailure('failed', 'Call 99999 99999 to unlock your account')).toBe('generic');
    expect(googleFailure('failed', null)).toBe('generic');
    expect(googleFailure('something-new', 'x')).toBe('generic');
  });
});
