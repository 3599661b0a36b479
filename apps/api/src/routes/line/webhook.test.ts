import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { isFollowing } from '../../modules/line/line-follow-repository.js';
import { LOCAL_LINE_CHANNEL_SECRET } from '../../modules/line/line-webhook-service.js';
import { LINE_WEBHOOK_PATH } from './webhook.js';

const context = useTestApp();

function followEvent(type: 'follow' | 'unfollow', userId: string, timestamp: number, isRedelivery = false) {
  return {
    type,
    mode: 'active',
    timestamp,
    source: { type: 'user', userId },
    webhookEventId: `01H${type}${timestamp}`,
    deliveryContext: { isRedelivery },
  };
}

function signed(payload: string, secret = LOCAL_LINE_CHANNEL_SECRET) {
  return createHmac('sha256', secret).update(payload).digest('base64');
}

async function deliver(payload: string, signature: string | undefined) {
  return context.app.inject({
    method: 'POST',
    url: LINE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-line-signature': signature }),
    },
    payload,
  });
}

describe('POST /api/line/webhook', () => {
  it('records a follow and an unfollow signed with the channel secret', async () => {
    const follow = JSON.stringify({ destination: 'Ubot', events: [followEvent('follow', 'U-hook-1', 1_000)] });
    expect((await deliver(follow, signed(follow))).statusCode).toBe(200);
    expect(await isFollowing(context.db, 'U-hook-1')).toBe(true);
    const unfollow = JSON.stringify({ destination: 'Ubot', events: [followEvent('unfollow', 'U-hook-1', 2_000)] });
    expect((await deliver(unfollow, signed(unfollow))).statusCode).toBe(200);
    expect(await isFollowing(context.db, 'U-hook-1')).toBe(false);
  });

  it('leaves a newer unfollow in place when the older follow is redelivered', async () => {
    const unfollow = JSON.stringify({ destination: 'Ubot', events: [followEvent('unfollow', 'U-hook-2', 5_000)] });
    await deliver(unfollow, signed(unfollow));
    const redelivered = JSON.stringify({
      destination: 'Ubot',
      events: [followEvent('follow', 'U-hook-2', 4_000, true)],
    });
    expect((await deliver(redelivered, signed(redelivered))).statusCode).toBe(200);
    expect(await isFollowing(context.db, 'U-hook-2')).toBe(false);
  });

  it('answers 401 in the envelope and records nothing without a signature or with a wrong one', async () => {
    const follow = JSON.stringify({ destination: 'Ubot', events: [followEvent('follow', 'U-hook-3', 1_000)] });
    for (const signature of [undefined, signed(follow, 'another-secret'), 'not base64 at all', '']) {
      const response = await deliver(follow, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', http_status: 401, code: 'UNAUTHORIZED' });
    }
    expect(await isFollowing(context.db, 'U-hook-3')).toBe(false);
  });

  it('refuses a signed body that is not JSON or not a webhook with 400', async () => {
    for (const payload of ['{"destination":', JSON.stringify({ events: 'none' })]) {
      const response = await deliver(payload, signed(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ destination: 'Ubot', events: [], padding: 'x'.repeat(1024 * 1024) });
    expect((await deliver(payload, signed(payload))).statusCode).toBe(413);
  });
});
