import nodemailer from 'nodemailer';
import type { MessageSender } from '../types.js';

/** The sender address's domain, which names the Message-IDs this server writes. */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** Real e-mail through SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`). */
export function createSmtpMail(options: { url: string; from: string }): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.messageId === undefined ? {} : { messageId: `<${message.messageId}@${domainOf(options.from)}>` }),
      });
    },
    close: () => transport.close(),
  };
}
