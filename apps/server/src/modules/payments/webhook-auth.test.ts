import { describe, expect, it } from 'vitest';
import { isWebhookAuthorized, webhookAuthorization } from './webhook-auth.ts';

describe('webhook Authorization', () => {
  it('is the hex SHA-256 of "username:password", as PhonePe sends it', () => {
    expect(webhookAuthorization('user', 'pass')).toBe('ef4c914c591698b268db3c64163eafda7209a630f236ebf0eebf045460df723a');
  });

  it('accepts exactly that value (surrounding spaces trimmed)', () => {
    expect(isWebhookAuthorized('ef4c914c591698b268db3c64163eafda7209a630f236ebf0eebf045460df723a', 'user', 'pass')).toBe(true);
    expect(isWebhookAuthorized(' ef4c914c591698b268db3c64163eafda7209a630f236ebf0eebf045460df723a ', 'user', 'pass')).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['the plain credentials', 'user:pass'],
    ['another password', webhookAuthorization('user', 'pass2')],
    ['one character off', 'ef4c914c591698b268db3c64163eafda7209a630f236ebf0eebf045460df723b'],
    ['a longer value', `${webhookAuthorization('user', 'pass')}00`],
  ])('refuses %s', (_name, header) => {
    expect(isWebhookAuthorized(header, 'user', 'pass')).toBe(false);
  });
});
