import { describe, expect, it } from 'vitest';
import { EnvError, LOCAL_PHONEPE, parseEnv } from './env.ts';

const REAL = {
  PHONEPE_CLIENT_ID: 'M123',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_WEBHOOK_USERNAME: 'hook',
  PHONEPE_WEBHOOK_PASSWORD: 'pass',
};

describe('PhonePe settings', () => {
  it('without credentials, uses the local sandbox under PUBLIC_URL with the fixed local webhook credentials', () => {
    expect(parseEnv({ PUBLIC_URL: 'http://127.0.0.1:4000/' }).phonePe).toEqual({
      mode: 'local',
      authBaseUrl: 'http://127.0.0.1:4000/sandbox/phonepe',
      apiBaseUrl: 'http://127.0.0.1:4000/sandbox/phonepe',
      clientId: LOCAL_PHONEPE.clientId,
      clientSecret: LOCAL_PHONEPE.clientSecret,
      clientVersion: 1,
      webhookUsername: LOCAL_PHONEPE.webhookUsername,
      webhookPassword: LOCAL_PHONEPE.webhookPassword,
    });
  });

  it('with credentials, defaults to production hosts; sandbox hosts on request; base URLs can be overridden', () => {
    expect(parseEnv(REAL).phonePe).toMatchObject({
      mode: 'production',
      authBaseUrl: 'https://api.phonepe.com/apis/identity-manager',
      apiBaseUrl: 'https://api.phonepe.com/apis/pg',
      clientId: 'M123',
    });
    expect(parseEnv({ ...REAL, PHONEPE_ENV: 'sandbox', PHONEPE_CLIENT_VERSION: '2' }).phonePe).toMatchObject({
      mode: 'sandbox',
      authBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      apiBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      clientVersion: 2,
    });
    expect(parseEnv({ ...REAL, PHONEPE_API_URL: 'https://pg.example/x/' }).phonePe.apiBaseUrl).toBe('https://pg.example/x');
  });

  it('never mixes the local sandbox with real credentials', () => {
    expect(() => parseEnv({ ...REAL, PHONEPE_ENV: 'local' })).toThrow(/PHONEPE_ENV: local cannot be used/);
  });

  it.each(['PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'])(
    'stops when %s is missing for the real gateway',
    (key) => {
      const source: Record<string, string> = { ...REAL };
      delete source[key];
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(new RegExp(`${key}: required when PHONEPE_ENV is production`));
    },
  );

  it('stops on an unknown PHONEPE_ENV', () => {
    expect(() => parseEnv({ PHONEPE_ENV: 'staging' })).toThrow(/PHONEPE_ENV:/);
  });
});
