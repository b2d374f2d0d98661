import { describe, expect, it } from 'vitest';
import { googleSignInUrl, parseLoginMode, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/ad/12', '/ad/12'],
    ['/categories?search=iphone&location=ecil', '/categories?search=iphone&location=ecil'],
    ['/post-ad?edit=5#step-2', '/post-ad?edit=5#step-2'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    ['/profile with spaces'],
    ['/' + 'a'.repeat(600)],
  ])('falls back to /dashboard for %j', (raw) => {
    expect(safeReturnTo(raw)).toBe('/dashboard');
  });

  it.each([['/login'], ['/login?returnTo=%2Fprofile'], ['/login/'], ['/forgot-password'], ['/reset-password?token=abc']])(
    'never returns to the sign-in pages (%s)',
    (raw) => {
      expect(safeReturnTo(raw)).toBe('/dashboard');
    },
  );
});

describe('googleSignInUrl', () => {
  it('encodes the return path as one query value', () => {
    expect(googleSignInUrl('/ad/7?x=1&y=2')).toBe('/api/auth/google?returnTo=%2Fad%2F7%3Fx%3D1%26y%3D2');
  });
});

describe('parseLoginMode', () => {
  it('opens Create Account only for mode=signup', () => {
    expect(parseLoginMode('signup')).toBe('signup');
    expect(parseLoginMode('signin')).toBe('signin');
    expect(parseLoginMode(null)).toBe('signin');
    expect(parseLoginMode('SIGNUP')).toBe('signin');
  });
});
