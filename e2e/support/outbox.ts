import { baseURL } from './browser';

interface OutboxItem {
  recipient: string;
  channel: 'email' | 'sms';
  otp: string | null;
  created_at: string;
}

/** The newest one-time code the server sent to `recipient`, read from the dev outbox (DESIGN §7). */
export async function latestOtp(recipient: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
    const body = (await response.json()) as { data: OutboxItem[] };
    const code = body.data.find((item) => item.otp)?.otp;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No one-time code reached ${recipient}`);
}

let sequence = 0;
/** A mobile number no seeded member uses: 09 then eight digits from the clock and a counter. */
export function freshMobile(): string {
  sequence += 1;
  return `09${String((Date.now() * 10 + sequence) % 100_000_000).padStart(8, '0')}`;
}

export function freshEmail(): string {
  sequence += 1;
  return `member-${Date.now()}-${sequence}@example.com`;
}
