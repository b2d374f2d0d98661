import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs with nothing set: port 3000, data under ./data, demo data on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, SEED_DEMO_DATA: true, publicUrl: 'http://localhost:3000' });
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.mediaDir).toBe(path.resolve('./data/media'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads booleans and trims a trailing slash from the public URL', () => {
    expect(parseEnv({ SEED_DEMO_DATA: 'false', PUBLIC_URL: 'https://ads.example/' })).toMatchObject({
      SEED_DEMO_DATA: false, publicUrl: 'https://ads.example',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %j naming the setting', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
