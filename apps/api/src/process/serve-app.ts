import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHttpLineMessaging } from '../adapters/line/line-messaging-http.js';
import { createLineVerifier, createLocalLineVerifier } from '../adapters/line/line-verifier.js';
import { createHttpSms } from '../adapters/sms/http-sms.js';
import type { FileStorage } from '../adapters/storage/file-storage.js';
import { createLocalStorage } from '../adapters/storage/local-storage.js';
import { createS3Storage } from '../adapters/storage/s3-storage.js';
import type { Adapters } from '../adapters/types.js';
import { buildApp } from '../app.js';
import { appConfigFrom, type Env, privateFilesDir, usesObjectStorage } from '../config.js';
import { connectDatabase, type Database } from '../db/client.js';
import { startAuditSealer } from '../modules/audit/audit-sealer.js';
import { startBirthdayBonuses } from '../modules/birthdays/birthday-bonus-runner.js';
import { startBroadcastFanOut } from '../modules/broadcasts/broadcast-runner.js';
import { startNotificationDeliveries } from '../modules/notifications/delivery-runner.js';
import { createOutboxLineMessaging, createOutboxSender } from '../modules/outbox/outbox-service.js';
import { startExpirySweeper } from '../modules/points/expiry-sweeper.js';
import { startPrivacySweep } from '../modules/privacy/privacy-sweep.js';
import { startDailyReminders } from '../modules/reminders/reminder-runner.js';
import { startHoldExpirer } from '../modules/till/hold-expirer.js';
import { loggerOptionsOf } from './log-options.js';
import type { ServeSetup } from './prepare-database.js';

/**
 * Receipts and other personal files: in object storage the same bucket (objects are private unless a
 * bucket policy opens them; README asks to open only `profile/`), locally a folder beside `uploads`
 * that the server never serves.
 */
function privateStorageFrom(env: Env, publicStorage: FileStorage): FileStorage {
  return usesObjectStorage(env) ? publicStorage : createLocalStorage({ dir: privateFilesDir(env) });
}

/**
 * The clients of optional services (SMTP, Redis) load only when configured: a process without them
 * never pays their resident memory (about 6 MB for nodemailer, 11 MB for ioredis; docs/decisions/031).
 */
async function smtpFrom(env: Env) {
  if (!env.SMTP_URL) return undefined;
  const { createSmtpMail } = await import('../adapters/mail/smtp-mail.js');
  return createSmtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM });
}

async function redisFrom(env: Env) {
  if (!env.REDIS_URL) return undefined;
  const { Redis } = await import('ioredis');
  return new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
}

async function adaptersFrom(env: Env, database: Database): Promise<Adapters & { close(): void }> {
  const smtp = await smtpFrom(env);
  const sms =
    env.SMS_PROVIDER_URL && env.SMS_API_KEY
      ? createHttpSms({ url: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY })
      : createOutboxSender(database.orm, 'sms');
  const line = env.LINE_CHANNEL_ID
    ? createLineVerifier({ apiBase: env.LINE_API_BASE, channelId: env.LINE_CHANNEL_ID })
    : createLocalLineVerifier({ nodeEnv: env.NODE_ENV });
  const lineMessaging = env.LINE_CHANNEL_ACCESS_TOKEN
    ? createHttpLineMessaging({
        apiBase: env.LINE_MESSAGING_API_BASE,
        channelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN,
      })
    : createOutboxLineMessaging(database.orm);
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
    lineMessaging,
    storage,
    privateStorage: privateStorageFrom(env, storage),
    close: () => smtp?.close(),
  };
}

export interface ServingApp {
  readonly app: FastifyInstance;
  /** Stops accepting, drains the requests in flight, then closes the pool and the outside services. */
  close(): Promise<void>;
}

/**
 * One server on a prepared database: its own pool, Redis client and adapters, the app, the expiry
 * sweeper, the till's hold expirer, the audit sealer, the birthday bonuses, the notification deliveries,
 * the daily reminders, the broadcasts' fan-out, the privacy sweep and the job workers (all safe in every
 * process), listening on PORT. `worker` is the cluster worker's number, if any.
 */
export async function serveApp(env: Env, setup: ServeSetup, worker?: number): Promise<ServingApp> {
  const database = connectDatabase(setup.databaseUrl, {
    max: env.DATABASE_POOL_MAX,
    onConnectionError: (error) => console.error(`Database connection lost: ${error.message}`),
  });
  const redis = await redisFrom(env);
  const adapters = await adaptersFrom(env, database);
  const app = await buildApp({
    config: { ...appConfigFrom(env, setup.sessionSecret), worker },
    database,
    adapters,
    redis,
    logger: loggerOptionsOf(env),
  });
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) app.log.warn('SMTP_URL is unset: e-mails go to the outbox only');
  const expirySweeper = startExpirySweeper(database.orm, {
    onSwept: (expired) => {
      if (expired > 0) app.log.info({ expired }, 'expired point lots swept');
    },
    onError: (error) => app.log.error({ err: error }, 'point expiry sweep failed'),
  });
  const holdExpirer = startHoldExpirer(database.orm, {
    onExpired: (expired) => {
      if (expired > 0) app.log.info({ expired }, 'till holds expired');
    },
    onError: (error) => app.log.error({ err: error }, 'till hold expiry failed'),
  });
  const auditSealer = startAuditSealer(database.orm, {
    onError: (error) => app.log.error({ err: error }, 'audit sealing failed'),
  });
  const birthdayBonuses = startBirthdayBonuses(database.orm, app.deps.caches.rules, {
    onGiven: (given) => {
      if (given > 0) app.log.info({ given }, 'birthday bonuses given');
    },
    onError: (error) => app.log.error({ err: error }, 'birthday bonuses failed'),
  });
  const notificationDeliveries = startNotificationDeliveries(
    {
      db: database.orm,
      lineMessaging: adapters.lineMessaging,
      mail: adapters.mail,
      publicUrl: app.deps.config.publicUrl,
      liffId: app.deps.config.liffId,
    },
    {
      onBatch: (counts) => app.deps.metrics.countNotifications(counts),
      onError: (error) => app.log.error({ err: error }, 'notification delivery failed'),
    },
  );
  const dailyReminders = startDailyReminders(database.orm, app.deps.caches.tiers, {
    onRun: (counts) => app.log.info(counts, 'daily reminders recorded'),
    onError: (error) => app.log.error({ err: error }, 'daily reminders failed'),
  });
  const broadcastFanOut = startBroadcastFanOut(database.orm, {
    onBatch: (told) => {
      if (told > 0) app.log.info({ told }, 'broadcast members told');
    },
    onError: (error) => app.log.error({ err: error }, 'broadcast fan-out failed'),
  });
  const privacySweep = startPrivacySweep(
    {
      orm: database.orm,
      rules: app.deps.caches.rules,
      storage: adapters.storage,
      privateStorage: adapters.privateStorage,
      sessions: app.deps.auth.sessions,
    },
    {
      onSwept: (done) => {
        if (done > 0) app.log.info({ done }, 'privacy requests carried out');
      },
      onError: (error) => app.log.error({ err: error }, 'privacy sweep failed'),
    },
  );
  await app.listen({ port: env.PORT, host: env.HOST });
  await app.deps.jobs.start();
  return {
    app,
    close: async () => {
      await expirySweeper.stop();
      await holdExpirer.stop();
      await auditSealer.stop();
      await birthdayBonuses.stop();
      await notificationDeliveries.stop();
      await dailyReminders.stop();
      await broadcastFanOut.stop();
      await privacySweep.stop();
      await app.close();
      await database.close();
      adapters.close();
      await redis?.quit();
    },
  };
}
