import type { NotificationKind } from '@loyalty/contracts';

/** The member's language, as texts are written for it. */
export type MessageLanguage = 'th' | 'en';

const OPEN_LABEL: Record<MessageLanguage, string> = { en: 'Open', th: 'เปิดดู' };
/** Buttons that say where they lead; every other kind's button says "Open". */
const KIND_LABELS: Partial<Record<NotificationKind, Record<MessageLanguage, string>>> = {
  points_earned: { en: 'See my points', th: 'ดูคะแนนของฉัน' },
  points_received: { en: 'See my points', th: 'ดูคะแนนของฉัน' },
  points_expiring: { en: 'Use my points', th: 'ใช้คะแนนก่อนหมดอายุ' },
  redemption_shipped: { en: 'Track my reward', th: 'ติดตามของรางวัล' },
  redemption_delivered: { en: 'See my reward', th: 'ดูของรางวัล' },
  birthday_bonus: { en: 'See my points', th: 'ดูคะแนนของฉัน' },
  card_issued: { en: 'See my card', th: 'ดูบัตรของฉัน' },
  card_expiring: { en: 'See my card', th: 'ดูบัตรของฉัน' },
  receipt_rejected: { en: 'Send a new receipt', th: 'ส่งใบเสร็จใหม่' },
  tier_up: { en: 'See my tier', th: 'ดูระดับสมาชิก' },
  tier_at_risk: { en: 'See my tier', th: 'ดูระดับสมาชิก' },
  tier_down: { en: 'See my tier', th: 'ดูระดับสมาชิก' },
};

/**
 * Where a message's button leads: the LIFF app on `linkPath` (LINE opens it inside LINE, signed in), or
 * without a LIFF app the web app itself.
 */
export function linkFor(linkPath: string, options: { liffId?: string | undefined; publicUrl: string }): string {
  return options.liffId
    ? `https://liff.line.me/${options.liffId}${linkPath}`
    : new URL(linkPath, options.publicUrl).toString();
}

/**
 * A LINE Flex message (DESIGN §15): the title as `altText` (what the chat list and notifications show),
 * a bubble with the title and body, and one button opening the app on the right screen.
 */
export function flexMessageFor(input: {
  kind: NotificationKind;
  title: string;
  body: string;
  linkPath: string;
  language: MessageLanguage;
  liffId?: string | undefined;
  publicUrl: string;
}): Record<string, unknown> {
  return {
    type: 'flex',
    altText: input.title,
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'md',
        contents: [
          { type: 'text', text: input.title, weight: 'bold', size: 'lg', wrap: true, color: '#1f2937' },
          { type: 'text', text: input.body, size: 'md', wrap: true, color: '#4b5563' },
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            style: 'primary',
            color: '#06c755',
            action: {
              type: 'uri',
              label: (KIND_LABELS[input.kind] ?? OPEN_LABEL)[input.language],
              uri: linkFor(input.linkPath, input),
            },
          },
        ],
      },
    },
  };
}
