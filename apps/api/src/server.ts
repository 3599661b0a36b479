import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { createLineVerifier, createLocalLineVerifier } from './adapters/line/line-verifier.js';
import { createSmtpMail } from './adapters/mail/smtp-mail.js';
import { createHttpSms } from './adapters/sms/http-sms.js';
import type { FileStorage } from './adapters/storage/file-storage.js';
import { createLocalStorage } from './adapters/storage/local-storage.js';
import { createS3Storage } from './adapters/storage/s3-storage.js';
import type { Adapters } from './adapters/types.js';
import { buildApp } from './app.js';
import { appConfigFrom, type Env, parseEnv, privateFilesDir, usesObjectStorage } from './config.js';
import { connectDatabase, type Database } from './db/client.js';
import { EMBEDDED_DATABASE, type EmbeddedPostgres, ensureDatabase, startEmbeddedPostgres } from './db/embedded.js';
import { EmbeddedDatabaseError } from './db/embedded-preflight.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed.js';
import { DEMO_CODES } from './db/seed-collect.js';
import { createOutboxSender } from './modules/outbox/outbox-service.js';
import { startExpirySweeper } from './modules/points/expiry-sweeper.js';

/** `SESSION_SECRET`, or one generated once and kept under DATA_DIR (DESIGN §5), readable by the owner only. */
async function sessionSecretOf(env: Env, dataDir: string, embedded: boolean): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'production' && !embedded) {
    throw new Error('SESSION_SECRET is required in production with an outside database (instances must share it)');
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Receipts and other personal files: in object storage the same bucket (objects are private unless a
 * bucket policy opens them; README asks to open only `profile/`), locally a folder beside `uploads`
 * that the server never serves.
 */
function privateStorageFrom(env: Env, publicStorage: FileStorage): FileStorage {
  return usesObjectStorage(env) ? publicStorage : createLocalStorage({ dir: privateFilesDir(env) });
}

function adaptersFrom(env: Env, database: Database): Adapters & { close(): void } {
  const smtp = env.SMTP_URL ? createSmtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM }) : undefined;
  const sms =
    env.SMS_PROVIDER_URL && env.SMS_API_KEY
      ? createHttpSms({ url: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY })
      : createOutboxSender(database.orm, 'sms');
  const line = env.LINE_CHANNEL_ID
    ? createLineVerifier({ apiBase: env.LINE_API_BASE, channelId: env.LINE_CHANNEL_ID })
    : createLocalLineVerifier({ nodeEnv: env.NODE_ENV });
  const storage =
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        })
      : createLocalStorage({ dir: resolve(env.DATA_DIR, 'uploads') });
  return {
    mail: smtp ?? createOutboxSender(database.orm, 'email'),
    sms,
    line,
    storage,
    privateStorage: privateStorageFrom(env, storage),
    close: () => smtp?.close(),
  };
}

function printWelcome(env: Env, seeded: boolean) {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${host}:${env.PORT}`;
  const lines = [
    '',
    `Chaba Rewards is running at ${url}`,
    `  API reference: ${url}/api/docs`,
    `  Health:        ${url}/api/health`,
  ];
  if (seeded) {
    lines.push(`  Dev outbox:    ${url}/dev/outbox`, '  Demo accounts:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.login.padEnd(22)} ${account.password.padEnd(12)} ${account.label}`);
    lines.push('  Promo and scan codes:');
    for (const code of DEMO_CODES) lines.push(`    ${code.code.padEnd(22)} ${code.label}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/**
 * The process: configuration, database (outside or embedded), migrations, demo seed, listen; and on
 * SIGINT/SIGTERM: stop accepting, drain requests, close the pool, stop the embedded database, exit 0.
 */
async function main() {
  const env = parseEnv(process.env);
  const dataDir = resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dir: join(dataDir, 'pg'), port: env.EMBEDDED_PG_PORT });
    databaseUrl = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const sessionSecret = await sessionSecretOf(env, dataDir, embedded !== undefined);
  const database = connectDatabase(databaseUrl, {
    max: env.DATABASE_POOL_MAX,
    onIdleError: (error) => console.error(`Database connection lost: ${error.message}`),
  });
  await migrateDatabase(database);
  const seeded = env.NODE_ENV !== 'production';
  if (seeded) await seedDemoData(database.orm);

  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const adapters = adaptersFrom(env, database);
  const app = await buildApp({
    config: appConfigFrom(env, sessionSecret),
    database,
    adapters,
    redis,
    logger: { level: env.LOG_LEVEL },
  });
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) app.log.warn('SMTP_URL is unset: e-mails go to the outbox only');
  const expirySweeper = startExpirySweeper(database.orm, {
    onSwept: (expired) => {
      if (expired > 0) app.log.info({ expired }, 'expired point lots swept');
    },
    onError: (error) => app.log.error({ err: error }, 'point expiry sweep failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await expirySweeper.stop();
      await app.close();
      await database.close();
      adapters.close();
      await redis?.quit();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ port: env.PORT, host: env.HOST });
  printWelcome(env, seeded);
}

/** What a failed start prints: the message alone for a problem the operator can act on, else the stack. */
function startupFailureText(error: unknown): string {
  if (error instanceof EmbeddedDatabaseError) return error.message;
  if (error instanceof Error) return error.stack || error.message || error.name;
  return `an unexpected ${error === null ? 'null' : typeof error} was thrown: ${String(error)}`;
}

main().catch((error: unknown) => {
  console.error(`Chaba Rewards could not start: ${startupFailureText(error)}`);
  process.exit(1);
});
