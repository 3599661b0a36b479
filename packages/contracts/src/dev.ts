import { z } from 'zod';
import { queryIntField, textField } from './fields.js';

/** Dev outbox (DESIGN §7): every message the server would have sent, outside production only. */
export const OUTBOX_PATH = '/api/dev/outbox';
export const outboxChannelSchema = z.enum(['email', 'sms', 'line']);
export const outboxItemSchema = z.object({
  recipient: z.string(),
  channel: outboxChannelSchema,
  subject: z.string().nullable(),
  body: z.string(),
  otp: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxQuerySchema = z.object({
  recipient: textField({ max: 254 }).optional(),
  limit: queryIntField({ min: 1, max: 200 }).default(50),
});

export const HEALTH_PATH = '/api/health';
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['up', 'down']),
  /** Which worker process answered (1, 2, …) when the server runs several (`WEB_CONCURRENCY`). */
  worker: z.number().int().positive().optional(),
});

/**
 * Readiness (DESIGN §17): whether this process can serve, for a load balancer or an orchestrator. It answers
 * 200 with what it checked, or 503 SERVICE_UNAVAILABLE (the §5 envelope) while any check fails.
 */
export const READY_PATH = '/api/ready';
export const readySchema = z.object({
  database: z.literal('up'),
  migrations: z.literal('applied'),
  /** `not_configured` without REDIS_URL: the rate limits then count in this process. */
  redis: z.enum(['up', 'not_configured']),
});
export type Readiness = z.infer<typeof readySchema>;

/** Prometheus text (DESIGN §17), for loopback or with `Authorization: Bearer $METRICS_TOKEN`. */
export const METRICS_PATH = '/api/metrics';
