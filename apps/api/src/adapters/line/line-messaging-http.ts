import type { LineMessaging, LinePushResult } from './line-messaging.js';

/** LINE's answer to a monthly quota spent: a 429 like the rate limit, told apart only by its message. */
const MONTHLY_LIMIT_MESSAGE = 'monthly limit';
/** Without a `Retry-After`, a rate-limited push waits this long before its retry. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // A proxy's HTML or an empty body: the status alone then tells what happened.
  }
  return text.slice(0, 200);
}

/** `Retry-After` in seconds (LINE's form) or an HTTP date; anything else waits the default. */
function retryAfterMsOf(header: string | null, now: number): number {
  if (header === null) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/**
 * LINE's push message call (`POST {base}/v2/bot/message/push`, decision 059). A 409 means LINE accepted
 * this retry key before, so the message went out once: that is `sent`. A push to a user who blocked the
 * account is answered 200 by LINE and silently dropped; only a user id LINE does not know (400 "Failed to
 * send messages") is reported as `not_a_friend`, the rest comes from the webhook's unfollow events.
 */
export function createHttpLineMessaging(options: {
  apiBase: string;
  channelAccessToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): LineMessaging {
  const send = options.fetch ?? fetch;
  const url = new URL('/v2/bot/message/push', options.apiBase);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async push({ to, retryKey, messages }): Promise<LinePushResult> {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${options.channelAccessToken}`,
            'x-line-retry-key': retryKey,
          },
          body: JSON.stringify({ to, messages }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { outcome: 'failed', reason: timedOut ? `no answer within ${timeoutMs} ms` : 'LINE unreachable' };
      }
      if (response.ok || response.status === 409) {
        await response.body?.cancel();
        return { outcome: 'sent' };
      }
      const message = await messageOf(response);
      if (response.status === 429) {
        if (message.toLowerCase().includes(MONTHLY_LIMIT_MESSAGE)) return { outcome: 'quota_spent' };
        return {
          outcome: 'rate_limited',
          retryAfterMs: retryAfterMsOf(response.headers.get('retry-after'), Date.now()),
        };
      }
      if (response.status === 400 && message.toLowerCase().includes('failed to send messages')) {
        return { outcome: 'not_a_friend' };
      }
      return { outcome: 'failed', reason: `LINE answered HTTP ${response.status}: ${message}` };
    },
  };
}
