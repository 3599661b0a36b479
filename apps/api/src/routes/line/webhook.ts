import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error.js';
import {
  isLineSignatureValid,
  LOCAL_LINE_CHANNEL_SECRET,
  lineWebhookSchema,
  receiveLineWebhook,
} from '../../modules/line/line-webhook-service.js';

export const LINE_WEBHOOK_PATH = '/api/line/webhook';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * LINE's webhook (DESIGN §15): the signature is checked on the raw bytes before anything is parsed or done.
 * Without `LINE_CHANNEL_SECRET` it checks with the local secret, except in production, where nothing is
 * accepted (decision 059).
 */
export default async function lineWebhookRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const secret = config.lineChannelSecret ?? (config.nodeEnv === 'production' ? undefined : LOCAL_LINE_CHANNEL_SECRET);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_, body, done) =>
    done(null, body),
  );
  app.post(LINE_WEBHOOK_PATH, { schema: { hide: true }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const raw = request.body;
    const signature = request.headers['x-line-signature'];
    if (
      !Buffer.isBuffer(raw) ||
      secret === undefined ||
      !isLineSignatureValid(raw, typeof signature === 'string' ? signature : undefined, secret)
    ) {
      throw new AppError('UNAUTHORIZED');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('VALIDATION_FAILED');
    }
    const body = lineWebhookSchema.safeParse(parsed);
    if (!body.success) throw new AppError('VALIDATION_FAILED');
    await receiveLineWebhook(app.deps.database.orm, body.data);
    return { status: 'success' as const, data: null };
  });
}
