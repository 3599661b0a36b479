import { baseURL } from './browser';

interface OutboxItem {
  recipient: string;
  channel: 'email' | 'sms';
  body: string;
  otp: string | null;
  created_at: string;
}

/** The newest message carrying a one-time code to `recipient`, read from the dev outbox (DESIGN §7). */
export async function latestCodeMessage(recipient: string): Promise<OutboxItem & { otp: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
    const body = (await response.json()) as { data: OutboxItem[] };
    const message = body.data.find((item) => item.otp);
    if (message?.otp) return { ...message, otp: message.otp };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No one-time code reached ${recipient}`);
}

/** The newest message to `recipient` whose body holds `pattern`, read from the dev outbox (DESIGN §7). */
export async function latestMessageMatching(recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
    const body = (await response.json()) as { data: OutboxItem[] };
    const match = body.data.map((item) => item.body.match(pattern)).find((found) => found !== null);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No message matching ${pattern} reached ${recipient}`);
}

/** The newest one-time code the server sent to `recipient`. */
export async function latestOtp(recipient: string): Promise<string> {
  return (await latestCodeMessage(recipient)).otp;
}

let sequence = 0;
/**
 * Digits no other call in this run repeats: this worker's slot first (two e2e files run at once, in
 * separate processes, and may read the same millisecond), then the clock with a per-process counter.
 */
export function uniqueDigits(length: number): string {
  sequence += 1;
  const worker = (process.env.VITEST_POOL_ID ?? '0').slice(-1);
  return `${worker}${String(Date.now() * 10 + sequence).slice(-(length - 1))}`;
}

/** A mobile number no seeded member uses: 09 then eight unique digits. */
export function freshMobile(): string {
  return `09${uniqueDigits(8)}`;
}

export function freshEmail(): string {
  return `member-${uniqueDigits(14)}@example.com`;
}
