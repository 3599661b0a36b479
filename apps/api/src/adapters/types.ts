import type { LineMessaging } from './line/line-messaging.js';
import type { LineVerifier } from './line/line-verifier.js';
import type { FileStorage } from './storage/file-storage.js';

/** A message the server sends to a member: an e-mail or an SMS (DESIGN §7). */
export interface OutgoingMessage {
  to: string;
  subject?: string;
  body: string;
  /** The one-time code the message carries, kept apart so the dev outbox can show it. */
  otp?: string;
  /** An e-mail's HTML version beside `body`, its text version (notifications, DESIGN §15). */
  html?: string;
  /**
   * Names the message once (a notification delivery's id): the e-mail's Message-ID, so a send repeated
   * after a crash is recognised as the same message, and the dev outbox keeps it once.
   */
  messageId?: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Outside services the app talks to, each with a real and a local implementation (DESIGN §7). */
export interface Adapters {
  mail: MessageSender;
  sms: MessageSender;
  line: LineVerifier;
  /** LINE pushes (DESIGN §15): LINE's Messaging API, or the dev outbox without a channel access token. */
  lineMessaging: LineMessaging;
  storage: FileStorage;
  /** Personal files only the server and operators read (receipts): never served to the public. */
  privateStorage: FileStorage;
}
