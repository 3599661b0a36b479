/**
 * LINE's Messaging API as the notifications module uses it (DESIGN §15): push messages to one user. The
 * real implementation calls LINE; without `LINE_CHANNEL_ACCESS_TOKEN` the local one records each push in
 * the dev outbox with `channel: "line"`. Message objects are LINE's own JSON (a Flex message, a text).
 */
export interface LinePush {
  /** The member's LINE user id. */
  to: string;
  /** LINE's `X-Line-Retry-Key` (a UUID): a retry with the same key is accepted once, never delivered twice. */
  retryKey: string;
  /** LINE message objects, at most five. */
  messages: readonly Record<string, unknown>[];
}

/** How a push ended, as the caller must act on it. */
export type LinePushResult =
  /** Delivered (or accepted earlier under the same retry key). */
  | { outcome: 'sent' }
  /** LINE asked to wait (429): try again after `retryAfterMs`. */
  | { outcome: 'rate_limited'; retryAfterMs: number }
  /** The user blocked the account or never added it: fall back to e-mail, do not retry. */
  | { outcome: 'not_a_friend' }
  /** The monthly message quota is spent: fall back to e-mail until next month. */
  | { outcome: 'quota_spent' }
  /** Anything else LINE refused or could not answer (5xx, a timeout): retry later with the same key. */
  | { outcome: 'failed'; reason: string };

export interface LineMessaging {
  push(push: LinePush): Promise<LinePushResult>;
}
