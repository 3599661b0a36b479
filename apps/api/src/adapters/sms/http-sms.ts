import type { MessageSender } from '../types.js';
import { smsRecipientOf } from './sms-recipient.js';

/**
 * Real SMS through an HTTP provider: a JSON POST `{to, message}` to `SMS_PROVIDER_URL` with the key
 * as a bearer token, `to` in E.164. Providers differ in shape; this is the one place to adapt.
 */
export function createHttpSms(options: { url: string; apiKey: string; fetch?: typeof fetch }): MessageSender {
  const send = options.fetch ?? fetch;
  return {
    async send(message) {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ to: smsRecipientOf(message.to), message: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
