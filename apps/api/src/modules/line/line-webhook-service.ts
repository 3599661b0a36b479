import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { recordFollow } from './line-follow-repository.js';

/**
 * The channel secret the webhook checks with outside production when `LINE_CHANNEL_SECRET` is unset
 * (decision 059): public on purpose, so local tools can sign test events; production never accepts it.
 */
export const LOCAL_LINE_CHANNEL_SECRET = 'local-line-channel-secret';

/** Whether `signature` is LINE's `x-line-signature` of `rawBody`: base64 HMAC-SHA256 with the channel secret. */
export function isLineSignatureValid(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (signature === undefined) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const followEventSchema = z.object({
  type: z.enum(['follow', 'unfollow']),
  timestamp: z.number().int().nonnegative(),
  webhookEventId: z.string().min(1),
  source: z.object({ userId: z.string().min(1) }),
});

/** LINE's webhook body; events other than follow and unfollow are accepted and left alone. */
export const lineWebhookSchema = z.object({
  destination: z.string(),
  events: z.array(z.record(z.string(), z.unknown())),
});

/**
 * Records each follow and unfollow by its own time, so a redelivered event (`deliveryContext.isRedelivery`)
 * or one arriving after a newer one changes nothing.
 */
export async function receiveLineWebhook(db: Executor, body: z.output<typeof lineWebhookSchema>): Promise<void> {
  for (const event of body.events) {
    const follow = followEventSchema.safeParse(event);
    if (!follow.success) continue;
    await recordFollow(db, {
      lineUserId: follow.data.source.userId,
      following: follow.data.type === 'follow',
      changedAt: new Date(follow.data.timestamp),
      webhookEventId: follow.data.webhookEventId,
    });
  }
}

export { forgetLineFollows } from './line-follow-repository.js';
