import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const optionalUrl = optionalText.pipe(z.url().optional());

/**
 * Process environment of the server, validated once at start-up. Each setting's description is what
 * `.env.example` says of it (generated from here: `npm run env-example`); README's configuration table
 * adds the browser build's settings.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('production removes the dev outbox and the LINE mock, and skips the demo seed'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000).describe('HTTP port (every worker shares it)'),
  HOST: z.string().trim().min(1).default('0.0.0.0').describe('interface to listen on'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level; logs are readable lines on a terminal outside production, JSON otherwise'),
  DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default('./data')
    .describe('embedded database, uploads and the generated session secret'),
  DATABASE_URL: optionalUrl.describe('PostgreSQL connection string; unset starts the embedded PostgreSQL'),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(6)
    .describe(
      "connections in each server process's pool: about twice the database server's cores plus two (bench/README.md)",
    ),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(1)
    .describe('worker processes sharing PORT (node:cluster), each with its own pool of DATABASE_POOL_MAX'),
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65_535)
    .default(54329)
    .describe('port of the embedded PostgreSQL'),
  /** HS256 needs at least 256 bits of key; 32 characters is the floor. */
  SESSION_SECRET: optionalText
    .pipe(z.string().min(32).optional())
    .describe(
      'HS256 key (at least 32 characters) signing session tokens; generated once into DATA_DIR when unset, required in production with an outside database',
    ),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 60 * 60)
    .describe('session lifetime in seconds'),
  REDIS_URL: optionalUrl.describe(
    'Redis for rate limits shared by every instance and worker; unset keeps limits in each process',
  ),
  SMTP_URL: optionalUrl.describe('SMTP server for e-mail; unset writes e-mail to the dev outbox'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Chaba Rewards <no-reply@chabarewards.example>')
    .describe('sender of e-mail'),
  SMS_PROVIDER_URL: optionalUrl.describe('HTTP SMS provider; unset writes SMS to the dev outbox'),
  SMS_API_KEY: optionalText.describe("the SMS provider's API key"),
  LINE_CHANNEL_ID: optionalText.describe('LINE Login channel whose ID tokens the server verifies'),
  LINE_API_BASE: z.url().default('https://api.line.me').describe("LINE's API"),
  LINE_CHANNEL_ACCESS_TOKEN: optionalText.describe(
    'Messaging API channel access token for LINE pushes; unset records pushes in the dev outbox (channel line)',
  ),
  LINE_CHANNEL_SECRET: optionalText.describe(
    'Messaging API channel secret checking the webhook signature; unset checks it with the local stand-in secret outside production',
  ),
  LINE_MESSAGING_API_BASE: z.url().default('https://api.line.me').describe("LINE's Messaging API"),
  LINE_LIFF_ID: optionalText.describe(
    'LIFF app the buttons of LINE messages open (https://liff.line.me/<id>/...); unset opens PUBLIC_URL instead',
  ),
  S3_BUCKET: optionalText.describe(
    'S3-compatible storage for uploads (with both keys); unset keeps pictures in DATA_DIR/uploads, receipts in DATA_DIR/private',
  ),
  S3_ENDPOINT: z.url().default('https://s3.amazonaws.com').describe('object storage endpoint (AWS, MinIO, R2)'),
  S3_REGION: z.string().trim().min(1).default('us-east-1').describe('signing region of the object storage'),
  S3_ACCESS_KEY_ID: optionalText.describe('object storage access key'),
  S3_SECRET_ACCESS_KEY: optionalText.describe('object storage secret key'),
  S3_PUBLIC_URL: optionalUrl.describe('public read address of the bucket; unset reads <endpoint>/<bucket>'),
  WEB_DIST_DIR: optionalText.describe('a built SPA to serve instead of apps/web/dist (npm start then builds nothing)'),
  PUBLIC_URL: optionalUrl.describe(
    'where members reach the app: links in e-mails (password reset) start with it; unset is http://localhost:PORT',
  ),
  METRICS_TOKEN: optionalText
    .pipe(z.string().min(16).optional())
    .describe(
      'bearer token (at least 16 characters) a scraper elsewhere sends to read /api/metrics; loopback needs none',
    ),
  RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('requests per minute per client address across the API, loopback included'),
  RATE_LIMIT_LOGIN_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('log-in attempts per minute per client address and identifier'),
  RATE_LIMIT_CHECK_EMAIL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('CheckUserEmail calls per minute per client address'),
  RATE_LIMIT_OTP_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('one-time codes sent per minute per client address (verifying gets twice that, lookups three times)'),
  RATE_LIMIT_RECIPIENT_LOOKUP_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('SearchMember calls, and TransferPoint calls, per hour per member'),
  RATE_LIMIT_PARTNER_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(6000)
    .describe(
      'partner API calls (/api/partner/v1) per minute per client address: a store system sends a whole store’s sales',
    ),
});
export type Env = z.infer<typeof envSchema>;

export interface RateLimitConfig {
  /** Requests per minute per client address across the API. */
  globalMax: number;
  /** Log-in attempts per minute per client address and identifier. */
  loginMax: number;
  /** CheckUserEmail calls per minute per client address: it tells whether an e-mail is a member. */
  checkEmailMax: number;
  /**
   * One-time codes sent per minute per client address (verifying and lookups get twice and three
   * times as many); the OTP service adds its own per-recipient cap.
   */
  otpMax: number;
  /**
   * SearchMember calls, and TransferPoint calls, per hour per member (each its own count): both answer
   * whether a member id or mobile belongs to an active member, so both are kept far below what walking
   * through member ids would need.
   */
  recipientLookupMax: number;
  /**
   * Partner API calls per minute per client address, instead of the global limit: one point-of-sale server
   * sends the calls of every till of its stores. Absent: ten times the global limit.
   */
  partnerMax?: number | undefined;
}

/** What `buildApp` needs; the server derives it from the environment, tests build it directly. */
export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  sessionSecret: string;
  sessionTtlSeconds: number;
  /** The built SPA; served with history fallback when its index.html exists. */
  webDistDir: string;
  /** Artwork the project ships (banners, logo), served under `/media/`. */
  mediaDir: string;
  /** Uploaded files when no object storage is configured, served under `/uploads/`. */
  uploadsDir: string;
  /** The app's public origin for links sent to members (`PUBLIC_URL`, else this server on localhost). */
  publicUrl: string;
  rateLimit: RateLimitConfig;
  /** What a scraper outside this machine sends to read `/api/metrics`; without it only loopback may. */
  metricsToken?: string | undefined;
  /** The Messaging API channel secret the webhook's signatures are checked with (decision 059). */
  lineChannelSecret?: string | undefined;
  /** The LIFF app LINE messages' buttons open; without it they open `publicUrl`. */
  liffId?: string | undefined;
  /** The cluster worker serving, when `WEB_CONCURRENCY` runs several: `/api/health` names it. */
  worker?: number | undefined;
  /** How often an idle job worker polls (pg-boss, decision 028); tests poll faster than the default 2 s. */
  jobPollingSeconds?: number | undefined;
}

/** A setting with a wrong value: its message names each setting and what is wrong with it. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigurationError(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
export const DEFAULT_WEB_DIST_DIR = resolve(repoRoot, 'apps', 'web', 'dist');
export const DEFAULT_MEDIA_DIR = resolve(import.meta.dirname, '..', 'media');

/** Uploads go to S3-compatible storage only with a bucket and both keys; otherwise to local folders. */
export function usesObjectStorage(env: Env): boolean {
  return Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
}

/** Personal files (receipts) without object storage: beside `uploads`, and never served. */
export function privateFilesDir(env: Env): string {
  return resolve(env.DATA_DIR, 'private');
}

export function appConfigFrom(env: Env, sessionSecret: string): AppConfig {
  return {
    nodeEnv: env.NODE_ENV,
    sessionSecret,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    mediaDir: DEFAULT_MEDIA_DIR,
    uploadsDir: resolve(env.DATA_DIR, 'uploads'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    metricsToken: env.METRICS_TOKEN,
    lineChannelSecret: env.LINE_CHANNEL_SECRET,
    liffId: env.LINE_LIFF_ID,
    rateLimit: {
      globalMax: env.RATE_LIMIT_MAX,
      loginMax: env.RATE_LIMIT_LOGIN_MAX,
      checkEmailMax: env.RATE_LIMIT_CHECK_EMAIL_MAX,
      otpMax: env.RATE_LIMIT_OTP_MAX,
      recipientLookupMax: env.RATE_LIMIT_RECIPIENT_LOOKUP_MAX,
      partnerMax: env.RATE_LIMIT_PARTNER_MAX,
    },
  };
}
