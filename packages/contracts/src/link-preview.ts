import type { Language } from './constants.js';

/**
 * The words of a shared link's preview (the Open Graph tags a chat app such as LINE reads from the page's
 * HTML: the privilege, game and friend-invitation links). Only the chat's preview card shows them, never
 * the app. Placeholders: `{title}` (a privilege's or a game's title).
 */
export const LINK_PREVIEW_TEXTS = {
  en: {
    siteName: 'Chaba Rewards',
    title: 'Chaba Rewards',
    description: 'Collect points with the companies of our group and spend them on privileges.',
    privilegeTitle: '{title} | Chaba Rewards',
    inviteTitle: 'Join me on Chaba Rewards',
    inviteDescription: 'A friend invited you to Chaba Rewards: register with their code and start collecting points.',
    gameTitle: 'Play {title} on Chaba Rewards',
    gameDescription: 'A friend invited you to play. Log in or register to play, collect points and win privileges.',
  },
  th: {
    siteName: 'ชบา รีวอร์ด',
    title: 'ชบา รีวอร์ด',
    description: 'สะสมคะแนนกับบริษัทในเครือของเรา แล้วนำไปแลกสิทธิพิเศษ',
    privilegeTitle: '{title} | ชบา รีวอร์ด',
    inviteTitle: 'มาร่วมเป็นสมาชิกชบา รีวอร์ดกัน',
    inviteDescription: 'เพื่อนของคุณชวนคุณมาร่วมชบา รีวอร์ด สมัครด้วยรหัสของเพื่อนแล้วเริ่มสะสมคะแนนได้เลย',
    gameTitle: 'เล่น {title} กับชบา รีวอร์ด',
    gameDescription: 'เพื่อนชวนคุณมาเล่นเกม เข้าสู่ระบบหรือสมัครสมาชิกเพื่อเล่น สะสมคะแนน และลุ้นรับสิทธิพิเศษ',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The Open Graph locale of each language (`og:locale`). */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_US', th: 'th_TH' };

/**
 * The picture of a preview with none of its own (the app's share image, 1200 × 630 PNG in the project's
 * artwork): chat apps draw no SVG, so an SVG picture is replaced by it too.
 */
export const DEFAULT_SHARE_IMAGE = '/media/share.png';
