import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { Adapters } from './adapters/types.js';
import { createCacheRegistry } from './caches.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { privateLoggerOf, redactedUrl } from './log-privacy.js';
import { runCodeBatchJob } from './modules/codes/code-admin-service.js';
import { firstPaintOf } from './modules/first-paint/first-paint-service.js';
import { runImportJob } from './modules/imports/import-service.js';
import { createJobQueue, type JobHandler } from './modules/jobs/job-queue.js';
import type { JobKind } from './modules/jobs/job-service.js';
import { linkPreviewOf } from './modules/link-previews/link-preview-service.js';
import { runExportJob } from './modules/privacy/privacy-export-service.js';
import { makeReceiptView } from './modules/receipts/receipt-view-service.js';
import { authPlugin } from './plugins/app/auth.js';
import { changeNoticesPlugin } from './plugins/app/change-notices.js';
import { answerClientError, answerFrameworkError } from './plugins/app/client-errors.js';
import { errorHandlerPlugin } from './plugins/app/error-handler.js';
import { languagePlugin } from './plugins/app/language.js';
import { createAppMetrics, metricsPlugin } from './plugins/app/metrics.js';
import { partnerAuthPlugin } from './plugins/app/partner-auth.js';
import { compressPlugin } from './plugins/external/compress.js';
import { helmetPlugin } from './plugins/external/helmet.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { inlineScriptHashes } from './plugins/external/spa-shell.js';
import { staticPlugin } from './plugins/external/static.js';
import { swaggerPlugin } from './plugins/external/swagger.js';
import adminRoutes from './routes/admin/index.js';
import devOutboxRoutes from './routes/dev/outbox.js';
import healthRoutes from './routes/health.js';
import { contractValidatorCompiler } from './routes/input-validator.js';
import lineWebhookRoutes from './routes/line/webhook.js';
import { collectApiMethods, registerMethodFallbacks } from './routes/method-fallbacks.js';
import metricsRoutes from './routes/metrics.js';
import partnerRoutes from './routes/partner/index.js';
import { contractSerializerCompiler } from './routes/response-serializer.js';
import v1Routes from './routes/v1/index.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  adapters: Adapters;
  /** Shared rate-limit counters (DESIGN §7); in-process when absent. */
  redis?: Redis | undefined;
  logger?: FastifyServerOptions['logger'];
}

/**
 * An `X-Request-Id` a proxy or a client sent is the request's id when it is sane: up to 128 letters,
 * digits and `._:=+-`, which covers UUIDs and the ids proxies make. Anything else (too long, or with
 * characters a log line or a header should not carry) is replaced by a fresh UUID.
 */
const SANE_REQUEST_ID = /^[\w.:=+-]{1,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** JSON bodies up to 1 MiB; uploads (receipts, pictures) come as multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The handler of each job kind; every one resumes from what its earlier attempts committed. Registered here,
 * where the app is composed, so that the queue (`modules/jobs`) knows no feature and the features that
 * start jobs use only its queue API: no module cycle through the queue.
 */
function jobHandlersOf(files: Pick<Adapters, 'privateStorage'>): Record<JobKind, JobHandler> {
  return {
    'code-batch': runCodeBatchJob,
    'bulk-import': runImportJob,
    'receipt-view': (orm, jobId) => makeReceiptView({ orm, privateStorage: files.privateStorage }, jobId),
    'privacy-export': (orm, jobId) => runExportJob({ orm, privateStorage: files.privateStorage }, jobId),
  };
}

/**
 * Builds the whole HTTP app: external plugins, then app plugins, then routes (STYLE.md API layout).
 * It does not listen: `server.ts` does, and tests call `inject`. Routes may still be added until `ready()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: privateLoggerOf(options.logger),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One line per request (below) instead of Fastify's two: half the log volume on the hot path.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // Answers from below the routes are the envelope too (DESIGN §5), not Fastify's or Node's own bodies.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);

  const { config, database, adapters } = options;
  const caches = createCacheRegistry();
  const metrics = createAppMetrics(database);
  const deps: AppDeps = {
    config,
    database,
    adapters,
    auth: {
      orm: database.orm,
      sessionSecret: config.sessionSecret,
      sessionTtlSeconds: config.sessionTtlSeconds,
      sessions: caches.sessions,
    },
    caches,
    jobs: createJobQueue(database, {
      handlers: jobHandlersOf(adapters),
      onError: (error, failedJob) => {
        if (failedJob) metrics.countJobFailure(failedJob.kind);
        app.log.error({ err: error, failedJob }, 'job queue error');
      },
      pollingIntervalSeconds: config.jobPollingSeconds,
    }),
    metrics,
  };
  app.decorate('deps', deps);
  // Before the pool closes: running handlers finish their chunk and the queue stops polling.
  app.addHook('onClose', () => deps.jobs.stop());

  // Callback hooks, not async ones: every request runs them, and a promise per hook cost more than their work.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactedUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
  // Every call reads JSON (or multipart, where it takes a file): a plain-text body is a type the API does
  // not read (415), not text for the JSON validator to refuse field by field.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body is an empty input (Logout and other calls without fields), not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });

  const apiMethods = collectApiMethods(app);

  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, { metrics });
  await app.register(helmetPlugin, {
    production: config.nodeEnv === 'production',
    inlineScripts: inlineScriptHashes(config.webDistDir),
  });
  await app.register(compressPlugin);
  // Before the rate limiter, which limits only the routes added after it: files are not API calls, and a
  // counter per file (a Redis round trip with REDIS_URL) cost more than serving it.
  await app.register(staticPlugin, {
    webDistDir: config.webDistDir,
    mediaDir: config.mediaDir,
    uploadsDir: config.uploadsDir,
    firstPaintFor: (path, language) => firstPaintOf(deps.database.orm, caches, path, language),
    linkPreviewFor: (link, language) => linkPreviewOf(deps.database.orm, link, language, config.publicUrl),
  });
  await app.register(rateLimitPlugin, {
    limits: config.rateLimit,
    redis: options.redis,
    databaseIdentity: deps.database.identity,
    onRefused: metrics.countRateLimitRefusal,
  });
  await app.register(swaggerPlugin);

  await app.register(languagePlugin);
  await app.register(changeNoticesPlugin, { caches });
  await app.register(authPlugin, {
    context: deps.auth,
    rules: deps.caches.rules,
    consentVersions: deps.caches.consentVersions,
  });
  await app.register(partnerAuthPlugin, { orm: deps.database.orm, apiClients: caches.apiClients });

  await app.register(healthRoutes, { redis: options.redis });
  await app.register(metricsRoutes, { metrics });
  await app.register(v1Routes);
  await app.register(adminRoutes);
  await app.register(partnerRoutes);
  await app.register(lineWebhookRoutes);
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes);

  registerMethodFallbacks(app, apiMethods);
  return app;
}
