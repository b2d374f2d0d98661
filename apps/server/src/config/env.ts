import path from 'node:path';
import { FREE_PLAN_DEFAULTS, type FreePlanLimits } from '@mohalla/shared';
import { z } from 'zod';

/** How long ads lists and pages are kept by default (README: ADS_CACHE_SECONDS); the benchmark reads it too. */
export const DEFAULT_ADS_CACHE_SECONDS = 10;

/**
 * Connections to a PostgreSQL server by default (README: DATABASE_POOL_SIZE). Four on two cores: ten kept ten
 * backends busy on the same two cores, each planning every statement's first five uses on its own connection; four
 * did the mix at fifty callers 8% faster (298 against 276 req/s, four pairs alternated), with 8% less of the
 * database's time and a lower tail in three pairs of four (decision 023, twenty-first session). A server with more
 * cores, or farther away, wants more. The benchmark's bare SQL goes through a pool of the same size.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 4;

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, parsed once; nothing else reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections to DATABASE_URL the server keeps (DEFAULT_DATABASE_POOL_SIZE). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_DATABASE_POOL_SIZE),
  MEDIA_DIR: z.string().min(1).optional(),
  /** Where the day files of the server's log go (default <DATA_DIR>/logs); empty: stdout only. */
  LOG_DIR: z.string().optional(),
  MEDIA_PUBLIC_URL: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SEED_DEMO_DATA: bool.default(true),
  ADS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(DEFAULT_ADS_CACHE_SECONDS),
  /** The home and About pages show a figure (live ads, sellers) only from this size on (decision 020). */
  SITE_STATS_MIN_SHOWN: z.coerce.number().int().min(1).default(20),
  CHECK_RESPONSES: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Threads drawing the server's pages (decision 016): React's share of a page runs beside the event loop.
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  VIEW_HASH_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Mohalla Ads <no-reply@mohalla.local>'),
  SMS_API_URL: z.url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  PHONEPE_ENV: z.enum(['local', 'sandbox', 'production']).optional(),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.coerce.number().int().min(1).default(1),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  PHONEPE_AUTH_URL: z.url().optional(),
  PHONEPE_API_URL: z.url().optional(),
  /** Different sellers' numbers a signed-in person sees a day, against scrapers (decision 027). */
  CONTACT_REVEALS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  /** The Verified badge: a verified phone and an account at least this many days old (decision 027). */
  VERIFIED_SELLER_MIN_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** A new account (its first NEW_ACCOUNT_DAYS days) creates at most NEW_ACCOUNT_ADS_PER_DAY ads a day (decision 030). */
  NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  NEW_ACCOUNT_ADS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(3),
  FREE_PLAN_ENABLED: bool.default(true),
  FREE_PLAN_DAYS: z.coerce.number().int().min(1).max(365).default(FREE_PLAN_DEFAULTS.durationDays),
  FREE_PLAN_MAX_LIVE: z.coerce.number().int().min(1).max(1000).default(FREE_PLAN_DEFAULTS.maxLive),
  FREE_PLAN_MAX_PER_30_DAYS: z.coerce.number().int().min(1).max(1000).default(FREE_PLAN_DEFAULTS.maxPer30Days),
  /** Who runs the site, shown on /legal (Consumer Protection (E-Commerce) Rules 2020) and /grievance (IT Rules 2021). */
  OPERATOR_LEGAL_NAME: z.string().trim().min(1).default('Mohalla Ads (demo operator)'),
  OPERATOR_ADDRESS: z.string().trim().min(1).default('Plot 12, Main Road, Nagaram, Hyderabad, Telangana 500083'),
  OPERATOR_EMAIL: z.email().default('support@mohallaads.in'),
  OPERATOR_PHONE: z.string().trim().min(1).default('+91 40 2712 3456'),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default('Grievance Officer, Mohalla Ads'),
  GRIEVANCE_OFFICER_EMAIL: z.email().default('grievance@mohallaads.in'),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

/** Where and how the server talks to PhonePe; `local` is the in-process sandbox gateway. */
export type PhonePeSettings = {
  mode: 'local' | 'sandbox' | 'production';
  authBaseUrl: string;
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
};

/** Fixed credentials of the local sandbox: it moves no money, so they guard nothing and need no configuration. */
export const LOCAL_PHONEPE = {
  clientId: 'MOHALLA_LOCAL_SANDBOX',
  clientSecret: 'local-sandbox-secret',
  webhookUsername: 'mohalla-local',
  webhookPassword: 'local-sandbox-webhook',
} as const;

const PHONEPE_HOSTS = {
  sandbox: { auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox', api: 'https://api-preprod.phonepe.com/apis/pg-sandbox' },
  production: { auth: 'https://api.phonepe.com/apis/identity-manager', api: 'https://api.phonepe.com/apis/pg' },
} as const;

/** Without credentials the local sandbox; with them the real gateway (production unless PHONEPE_ENV says sandbox). */
function phonePeSettings(env: ParsedEnv, publicUrl: string): PhonePeSettings | string[] {
  const mode = env.PHONEPE_ENV ?? (env.PHONEPE_CLIENT_ID ? 'production' : 'local');
  if (mode === 'local') {
    // The sandbox is never mounted next to real credentials, so a typo in PHONEPE_ENV cannot fake payments.
    if (env.PHONEPE_CLIENT_ID || env.PHONEPE_CLIENT_SECRET) return ['PHONEPE_ENV: local cannot be used with PHONEPE_CLIENT_ID/SECRET set'];
    const base = `${publicUrl}/sandbox/phonepe`;
    return {
      mode,
      authBaseUrl: base,
      apiBaseUrl: base,
      clientId: LOCAL_PHONEPE.clientId,
      clientSecret: LOCAL_PHONEPE.clientSecret,
      clientVersion: 1,
      webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? LOCAL_PHONEPE.webhookUsername,
      webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? LOCAL_PHONEPE.webhookPassword,
    };
  }
  const required = ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'] as const;
  const missing = required.filter((key) => !env[key]).map((key) => `${key}: required when PHONEPE_ENV is ${mode}`);
  if (missing.length > 0) return missing;
  return {
    mode,
    authBaseUrl: trimSlash(env.PHONEPE_AUTH_URL ?? PHONEPE_HOSTS[mode].auth),
    apiBaseUrl: trimSlash(env.PHONEPE_API_URL ?? PHONEPE_HOSTS[mode].api),
    clientId: env.PHONEPE_CLIENT_ID!,
    clientSecret: env.PHONEPE_CLIENT_SECRET!,
    clientVersion: env.PHONEPE_CLIENT_VERSION,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME!,
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD!,
  };
}

/** An S3-compatible bucket for images (S3_BUCKET and its settings). */
export type S3MediaSettings = {
  kind: 's3';
  /** Base URL of the bucket's objects for the API calls: path style `{endpoint}/{bucket}` or virtual-hosted. */
  bucketUrl: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
};

/** Where processed images are written and the base of the URLs browsers fetch them from. */
export type MediaSettings = { kind: 'local'; dir: string; publicUrl: string } | S3MediaSettings;

/** A bucket (S3_BUCKET) switches images to S3-compatible storage; otherwise they are files under MEDIA_DIR. */
function mediaSettings(env: ParsedEnv, dir: string): MediaSettings | string[] {
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((key) => env[key]);
    if (stray.length > 0) return stray.map((key) => `${key}: set S3_BUCKET too, or remove it to keep images in MEDIA_DIR`);
    return { kind: 'local', dir, publicUrl: trimSlash(env.MEDIA_PUBLIC_URL ?? '/media') };
  }
  const required = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((key) => !env[key]).map((key) => `${key}: required when S3_BUCKET is set`);
  if (missing.length > 0) return missing;
  const endpoint = new URL(env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`);
  const base = trimSlash(endpoint.pathname);
  // Path style works with every S3-compatible server (MinIO, R2, Ceph); virtual-hosted needs DNS per bucket.
  const bucketUrl = env.S3_FORCE_PATH_STYLE
    ? `${endpoint.origin}${base}/${env.S3_BUCKET}`
    : `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}${base}`;
  return {
    kind: 's3',
    bucketUrl,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: trimSlash(env.MEDIA_PUBLIC_URL ?? bucketUrl),
  };
}

/** The Free plan (decision 019): on or off, how long a free ad runs, how many a person may have. */
export type FreePlanSettings = FreePlanLimits & { isEnabled: boolean };

function freePlanSettings(env: ParsedEnv): FreePlanSettings | string[] {
  // A smaller 30-day allowance than the live limit would make the live limit a promise never reached.
  if (env.FREE_PLAN_MAX_PER_30_DAYS < env.FREE_PLAN_MAX_LIVE) return ['FREE_PLAN_MAX_PER_30_DAYS: must be at least FREE_PLAN_MAX_LIVE'];
  return {
    isEnabled: env.FREE_PLAN_ENABLED,
    durationDays: env.FREE_PLAN_DAYS,
    maxLive: env.FREE_PLAN_MAX_LIVE,
    maxPer30Days: env.FREE_PLAN_MAX_PER_30_DAYS,
  };
}

export type Env = ParsedEnv & {
  dataDir: string;
  mediaDir: string;
  /** The folder of the log's day files, or null (LOG_DIR empty): stdout only. */
  logDir: string | null;
  media: MediaSettings;
  webDistDir: string;
  publicUrl: string;
  phonePe: PhonePeSettings;
  freePlan: FreePlanSettings;
};

export class EnvError extends Error {}

/**
 * Relative folders are taken from the repository's root, where the README's commands run: `npm start` runs the
 * server inside apps/server, and `./data` must not quietly become apps/server/data.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const fromRoot = (folder: string) => path.resolve(REPO_ROOT, folder);

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const dataDir = fromRoot(env.DATA_DIR);
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const mediaDir = env.MEDIA_DIR ? fromRoot(env.MEDIA_DIR) : path.join(dataDir, 'media');
  const phonePe = phonePeSettings(env, publicUrl);
  const media = mediaSettings(env, mediaDir);
  const freePlan = freePlanSettings(env);
  const problems = [phonePe, media, freePlan].flatMap((settings) => (Array.isArray(settings) ? settings : []));
  if (problems.length > 0) throw new EnvError(`Invalid settings:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return {
    ...env,
    dataDir,
    mediaDir,
    logDir: env.LOG_DIR === undefined ? path.join(dataDir, 'logs') : env.LOG_DIR.trim() ? fromRoot(env.LOG_DIR.trim()) : null,
    media: media as MediaSettings,
    webDistDir: fromRoot(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicUrl,
    phonePe: phonePe as PhonePeSettings,
    freePlan: freePlan as FreePlanSettings,
  };
}
