import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, REPO_ROOT } from './env.ts';

describe('parseEnv', () => {
  it('runs with nothing set: port 3000, data under ./data, demo data on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, SEED_DEMO_DATA: true, CHECK_RESPONSES: false, publicUrl: 'http://localhost:3000' });
    expect(env.SITE_STATS_MIN_SHOWN).toBe(20);
    expect(env.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(env.mediaDir).toBe(path.join(REPO_ROOT, 'data/media'));
    expect(env.logDir).toBe(path.join(REPO_ROOT, 'data/logs'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_POOL_SIZE).toBe(4);
    expect(parseEnv({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it('keeps the log’s day files where LOG_DIR says, or none when it is empty', () => {
    expect(parseEnv({ LOG_DIR: 'var/logs' }).logDir).toBe(path.join(REPO_ROOT, 'var/logs'));
    expect(parseEnv({ LOG_DIR: '' }).logDir).toBeNull();
  });

  it('takes relative folders from the repository, wherever the process was started', () => {
    const started = process.cwd();
    try {
      process.chdir(path.join(REPO_ROOT, 'apps/server'));
      const env = parseEnv({ DATA_DIR: 'var/ads', MEDIA_DIR: 'var/photos', WEB_DIST_DIR: 'build/web' });
      expect([env.dataDir, env.mediaDir, env.webDistDir]).toEqual(
        ['var/ads', 'var/photos', 'build/web'].map((d) => path.join(REPO_ROOT, d)),
      );
      expect(parseEnv({ DATA_DIR: '/srv/mohalla' }).dataDir).toBe('/srv/mohalla');
    } finally {
      process.chdir(started);
    }
  });

  it('reads booleans and trims a trailing slash from the public URL', () => {
    expect(parseEnv({ SEED_DEMO_DATA: 'false', CHECK_RESPONSES: '1', PUBLIC_URL: 'https://ads.example/' })).toMatchObject({
      SEED_DEMO_DATA: false,
      CHECK_RESPONSES: true,
      publicUrl: 'https://ads.example',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ SITE_STATS_MIN_SHOWN: '0' }, 'SITE_STATS_MIN_SHOWN'],
    [{ CHECK_RESPONSES: 'yes' }, 'CHECK_RESPONSES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
  ])('stops on %j naming the setting', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  describe('the Free plan', () => {
    it('is on by default: 15 days, 2 live at a time, 4 per 30 days', () => {
      expect(parseEnv({}).freePlan).toEqual({ isEnabled: true, durationDays: 15, maxLive: 2, maxPer30Days: 4 });
    });

    it("takes the operator's limits, or turns off", () => {
      const env = parseEnv({ FREE_PLAN_ENABLED: 'false', FREE_PLAN_DAYS: '7', FREE_PLAN_MAX_LIVE: '1', FREE_PLAN_MAX_PER_30_DAYS: '3' });
      expect(env.freePlan).toEqual({ isEnabled: false, durationDays: 7, maxLive: 1, maxPer30Days: 3 });
    });

    it.each([
      [{ FREE_PLAN_DAYS: '0' }, 'FREE_PLAN_DAYS'],
      [{ FREE_PLAN_MAX_LIVE: 'two' }, 'FREE_PLAN_MAX_LIVE'],
      [{ FREE_PLAN_ENABLED: 'on' }, 'FREE_PLAN_ENABLED'],
      [{ FREE_PLAN_MAX_LIVE: '3', FREE_PLAN_MAX_PER_30_DAYS: '2' }, 'FREE_PLAN_MAX_PER_30_DAYS: must be at least FREE_PLAN_MAX_LIVE'],
    ])('stops on %j naming the setting', (source, message) => {
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(message);
    });
  });

  describe('media storage', () => {
    const s3 = { S3_BUCKET: 'mohalla-media', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps images in MEDIA_DIR, served at /media, with nothing set', () => {
      expect(parseEnv({}).media).toEqual({ kind: 'local', dir: path.join(REPO_ROOT, 'data/media'), publicUrl: '/media' });
    });

    it('uses AWS S3 in the region when a bucket and keys are set, path style by default', () => {
      expect(parseEnv({ ...s3, S3_REGION: 'ap-south-1' }).media).toEqual({
        kind: 's3',
        bucket: 'mohalla-media',
        region: 'ap-south-1',
        accessKeyId: 'AKIA1',
        secretAccessKey: 'secret',
        bucketUrl: 'https://s3.ap-south-1.amazonaws.com/mohalla-media',
        publicUrl: 'https://s3.ap-south-1.amazonaws.com/mohalla-media',
      });
    });

    it('takes an S3-compatible endpoint, virtual-hosted style and a CDN for the public URLs', () => {
      const media = parseEnv({
        ...s3,
        S3_ENDPOINT: 'https://storage.example.in/',
        S3_FORCE_PATH_STYLE: 'false',
        MEDIA_PUBLIC_URL: 'https://cdn.example.in/',
      }).media;
      expect(media).toMatchObject({
        kind: 's3',
        bucketUrl: 'https://mohalla-media.storage.example.in',
        publicUrl: 'https://cdn.example.in',
      });
    });

    it.each([
      [{ S3_BUCKET: 'mohalla-media' }, 'S3_ACCESS_KEY_ID: required when S3_BUCKET is set'],
      [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY'],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT: set S3_BUCKET too'],
      [{ ...s3, S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET: must be a valid bucket name'],
      [{ ...s3, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    ])('stops on incomplete or wrong S3 settings %j', (source, message) => {
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(message);
    });
  });
});
