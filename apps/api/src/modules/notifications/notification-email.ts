import type { OutgoingMessage } from '../../adapters/types.js';
import type { MessageLanguage } from '../line/flex-messages.js';

const WORDS = {
  th: {
    open: 'เปิดในแอป',
    why: 'คุณได้รับอีเมลนี้เพราะเป็นสมาชิกโปรแกรมสะสมคะแนน ปิดการแจ้งเตือนทางอีเมลได้ที่หน้าโปรไฟล์',
  },
  en: {
    open: 'Open in the app',
    why: 'You receive this e-mail as a member of the loyalty programme. Turn e-mails off on your profile.',
  },
} as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Texts of the programme and members' names go into the HTML as text, never as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A notification as an e-mail (DESIGN §15): the title as subject, a text version and an HTML version
 * that say the same, with a link into the web app (an e-mail opens in a browser, not in LINE) and why the
 * member receives it.
 */
export function notificationEmail(input: {
  to: string;
  title: string;
  body: string;
  linkPath: string | null;
  language: MessageLanguage;
  publicUrl: string;
  messageId: string;
}): OutgoingMessage {
  const words = WORDS[input.language];
  const link = input.linkPath === null ? undefined : new URL(input.linkPath, input.publicUrl).toString();
  const text = [input.body, ...(link ? [`${words.open}: ${link}`] : []), '--', words.why].join('\n\n');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#06c755;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${words.open}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Sarabun,Tahoma,Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(input.title)}</h1>
<p style="font-size:16px;line-height:1.6;margin:0;white-space:pre-line">${escapeHtml(input.body)}</p>
${button}
<p style="font-size:12px;color:#6b7280;margin:24px 0 0">${words.why}</p>
</div></body></html>`;
  return { to: input.to, subject: input.title, body: text, html, messageId: input.messageId };
}
