import { thaiTier } from '../../thai-tier.js';
import type { BilingualText } from './notification-service.js';

/**
 * The words of every notification (DESIGN §15), written once in both languages: counts with the
 * language's digit grouping and dates as members read them, the Buddhist era in Thai, in Asia/Bangkok.
 */

export interface NotificationWords {
  title: BilingualText;
  body: BilingualText;
}

/** Anything a member knows by name in both languages: a store, a tier, a privilege, a card. */
export interface Named {
  th: string;
  en: string;
}

const thaiNumber = new Intl.NumberFormat('th-TH');
const englishNumber = new Intl.NumberFormat('en-US');
const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});
const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});

const thaiBaht = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const englishBaht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const count = (value: number) => ({ th: thaiNumber.format(value), en: englishNumber.format(value) });
/** Baht as a receipt prints them: whole amounts without satang, others with both digits. */
const baht = (value: number) =>
  Number.isInteger(value) ? count(value) : { th: thaiBaht.format(value), en: englishBaht.format(value) };
const day = (value: Date) => ({ th: thaiDate.format(value), en: englishDate.format(value) });
const pointsWord = (value: number) => (value === 1 ? 'point' : 'points');

export function pointsEarnedAtStore(input: { points: number; store: Named; receiptNo: string }): NotificationWords {
  const points = count(input.points);
  return {
    title: { th: `คุณได้รับ ${points.th} คะแนน`, en: `You earned ${points.en} ${pointsWord(input.points)}` },
    body: {
      th: `จากการซื้อที่ ${input.store.th} ใบเสร็จ ${input.receiptNo}`,
      en: `For your purchase at ${input.store.en}, receipt ${input.receiptNo}`,
    },
  };
}

export function pointsEarnedForReceipt(input: { points: number; amount: number }): NotificationWords {
  const points = count(input.points);
  const amount = baht(input.amount);
  return {
    title: {
      th: `ใบเสร็จได้รับการอนุมัติ รับ ${points.th} คะแนน`,
      en: `Receipt approved: ${points.en} ${pointsWord(input.points)}`,
    },
    body: {
      th: `ใบเสร็จยอด ฿${amount.th} ของคุณได้รับการอนุมัติแล้ว`,
      en: `Your receipt of ฿${amount.en} was approved.`,
    },
  };
}

export function receiptRejected(input: { reason: Named }): NotificationWords {
  return {
    title: { th: 'ใบเสร็จไม่ผ่านการตรวจสอบ', en: 'Your receipt was not approved' },
    body: {
      th: `เหตุผล: ${input.reason.th} ส่งใบเสร็จใหม่ได้ที่หน้าสะสมคะแนน`,
      en: `Reason: ${input.reason.en}. You can send a new photo on the Collect points page.`,
    },
  };
}

export function pointsReceived(input: { points: number; sender: string }): NotificationWords {
  const points = count(input.points);
  return {
    title: { th: `คุณได้รับโอน ${points.th} คะแนน`, en: `You received ${points.en} ${pointsWord(input.points)}` },
    body: { th: `${input.sender} โอนคะแนนให้คุณ`, en: `${input.sender} sent you points.` },
  };
}

export function birthdayBonus(input: { points: number }): NotificationWords {
  const points = count(input.points);
  return {
    title: { th: 'สุขสันต์วันเกิด!', en: 'Happy birthday!' },
    body: {
      th: `รับของขวัญวันเกิด ${points.th} คะแนน ขอให้เป็นปีที่ดี`,
      en: `Here are ${points.en} birthday ${pointsWord(input.points)} from us. Have a wonderful year!`,
    },
  };
}

export function redemptionShipped(input: { privilege: Named; carrier: string; trackingNo: string }): NotificationWords {
  return {
    title: { th: 'ของรางวัลของคุณจัดส่งแล้ว', en: 'Your reward is on its way' },
    body: {
      th: `${input.privilege.th} จัดส่งโดย ${input.carrier} เลขพัสดุ ${input.trackingNo}`,
      en: `${input.privilege.en} was sent with ${input.carrier}, tracking number ${input.trackingNo}.`,
    },
  };
}

export function redemptionDelivered(input: { privilege: Named }): NotificationWords {
  return {
    title: { th: 'ของรางวัลถึงมือคุณแล้ว', en: 'Your reward was delivered' },
    body: { th: `${input.privilege.th} จัดส่งถึงแล้ว`, en: `${input.privilege.en} has been delivered.` },
  };
}

export function cardIssued(input: { card: Named; expiresAt: Date | null }): NotificationWords {
  const until = input.expiresAt ? day(input.expiresAt) : undefined;
  return {
    title: { th: 'คุณได้รับบัตรสมาชิกใหม่', en: 'You have a new member card' },
    body: {
      th: `${input.card.th}${until ? ` ใช้ได้ถึง ${until.th}` : ''}`,
      en: `${input.card.en}${until ? `, valid until ${until.en}` : ''}.`,
    },
  };
}

export function cardExpiring(input: { card: Named; expiresAt: Date }): NotificationWords {
  const until = day(input.expiresAt);
  return {
    title: { th: 'บัตรสมาชิกของคุณใกล้หมดอายุ', en: 'Your member card expires soon' },
    body: {
      th: `${input.card.th} ใช้ได้ถึง ${until.th} ใช้สิทธิประโยชน์ของบัตรก่อนหมดอายุ`,
      en: `${input.card.en} is valid until ${until.en}. Enjoy its benefits before then.`,
    },
  };
}

export function tierUp(input: { tier: Named; heldUntil: Date | null }): NotificationWords {
  const until = input.heldUntil ? day(input.heldUntil) : undefined;
  const tier = thaiTier(input.tier.th);
  return {
    title: { th: `ยินดีด้วย! คุณเป็นสมาชิก${tier.words}`, en: `Congratulations! You are now ${input.tier.en}` },
    body: {
      th: `สิทธิพิเศษ${tier.words}${tier.after}เป็นของคุณแล้ว${until ? ` ถึง ${until.th}` : ''}`,
      en: `Your ${input.tier.en} privileges are yours${until ? ` until ${until.en}` : ''}.`,
    },
  };
}

export function tierDown(input: { tier: Named }): NotificationWords {
  return {
    title: { th: `ระดับสมาชิกของคุณเปลี่ยนเป็น${thaiTier(input.tier.th).words}`, en: `Your tier is now ${input.tier.en}` },
    body: {
      th: 'ใช้จ่ายกับเราต่อเพื่อกลับไปยังระดับที่สูงขึ้น',
      en: 'Keep shopping with us to climb back up.',
    },
  };
}

export function tierAtRisk(input: { tier: Named; amount: number; deadline: Date }): NotificationWords {
  const amount = baht(input.amount);
  const deadline = day(input.deadline);
  const tier = thaiTier(input.tier.th);
  return {
    title: { th: `รักษา${tier.words}${tier.after}ของคุณไว้`, en: `Keep your ${input.tier.en} tier` },
    body: {
      th: `ใช้จ่ายอีก ฿${amount.th} ภายใน ${deadline.th} เพื่อคง${tier.words}`,
      en: `Spend ฿${amount.en} more by ${deadline.en} to stay ${input.tier.en}.`,
    },
  };
}

export function pointsExpiring(input: { points: number; expiresAt: Date }): NotificationWords {
  const points = count(input.points);
  const expiresAt = day(input.expiresAt);
  return {
    title: {
      th: `${points.th} คะแนนจะหมดอายุ ${expiresAt.th}`,
      en: `${points.en} ${pointsWord(input.points)} expire on ${expiresAt.en}`,
    },
    body: {
      th: 'แลกของรางวัลก่อนคะแนนหมดอายุ',
      en: 'Redeem a reward before they expire.',
    },
  };
}

/** A member's copy of their data is ready (PDPA s.30, DESIGN §16): downloaded from the app's My data page. */
export function privacyExportReady(input: { expiresAt: Date }): NotificationWords {
  const until = day(input.expiresAt);
  return {
    title: { th: 'สำเนาข้อมูลของคุณพร้อมแล้ว', en: 'Your copy of your data is ready' },
    body: {
      th: `ดาวน์โหลดได้ที่หน้าข้อมูลของฉันในแอปจนถึง ${until.th}`,
      en: `Download it from My data in the app until ${until.en}.`,
    },
  };
}
