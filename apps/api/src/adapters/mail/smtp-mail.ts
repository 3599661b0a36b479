import nodemailer from 'nodemailer';
import type { MessageSender } from '../types.js';

/** Real e-mail through SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`). */
export function createSmtpMail(options: { url: string; from: string }): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.body });
    },
    close: () => transport.close(),
  };
}
