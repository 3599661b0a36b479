import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { cardTemplates, memberCards, partners, products } from '../db/schema.js';
import { issueCard } from '../modules/cards/card-issuer.js';
import { findForeignMemberByEmail, findThaiMemberByMobile } from '../modules/members/member-repository.js';
import type { Motif } from './artwork/motifs.js';
import { type CategoryCode, DEMO_PARTNERS, type PartnerKey } from './seed-catalogue-structure.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function conditions(lines: readonly string[]): string {
  return `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
}

const COMMON_EN = [
  'Show the code on this card at the counter before paying; the code changes every minute.',
  'One card per member; the card cannot be transferred or exchanged for cash.',
];
const COMMON_TH = [
  'แสดงรหัสบนบัตรนี้ที่เคาน์เตอร์ก่อนชำระเงิน รหัสจะเปลี่ยนทุกนาที',
  'สมาชิกหนึ่งท่านต่อหนึ่งบัตร ไม่สามารถโอนสิทธิ์หรือแลกเปลี่ยนเป็นเงินสดได้',
];

/** The demo card templates; `slug` names the artwork under /media/cards (artwork/generate-card-artwork.ts). */
export const DEMO_CARD_TEMPLATES: readonly {
  slug: string;
  /** The catalogue partner whose group company issues the card (seed-products links them). */
  company: PartnerKey;
  motif: Motif;
  palette: CategoryCode;
  numberPrefix: string;
  en: { name: string; level: string; perks: readonly string[] };
  th: { name: string; level: string; perks: readonly string[] };
}[] = [
  {
    slug: 'mart-gold',
    company: 'mart',
    motif: 'cart',
    palette: 'shopping',
    numberPrefix: '7001',
    en: { name: 'Chaba Mart Member Card', level: 'Gold', perks: ['5% off fresh food every Wednesday.'] },
    th: { name: 'บัตรสมาชิกชบา มาร์ท', level: 'โกลด์', perks: ['ส่วนลด 5% สำหรับอาหารสดทุกวันพุธ'] },
  },
  {
    slug: 'brew-club',
    company: 'brew',
    motif: 'coffee',
    palette: 'food',
    numberPrefix: '7002',
    en: { name: 'Baan Brew Coffee Club', level: 'Silver', perks: ['A free size upgrade on every drink.'] },
    th: { name: 'บ้านบรูว์ คอฟฟี่ คลับ', level: 'ซิลเวอร์', perks: ['อัปไซซ์เครื่องดื่มฟรีทุกแก้ว'] },
  },
  {
    slug: 'starlight-movie-club',
    company: 'starlight',
    motif: 'popcorn',
    palette: 'entertainment',
    numberPrefix: '7003',
    en: { name: 'Starlight Movie Club', level: 'Platinum', perks: ['Buy one ticket, get one free on Mondays.'] },
    th: { name: 'สตาร์ไลท์ มูฟวี่ คลับ', level: 'แพลทินัม', perks: ['ซื้อตั๋ว 1 ใบ แถม 1 ใบ ทุกวันจันทร์'] },
  },
  {
    slug: 'andaman-traveller',
    company: 'andaman',
    motif: 'beach',
    palette: 'travel',
    numberPrefix: '7004',
    en: { name: 'Andaman Traveller Card', level: 'Explorer', perks: ['10% off island tours.'] },
    th: { name: 'บัตรอันดามัน ทราเวลเลอร์', level: 'เอ็กซ์พลอเรอร์', perks: ['ส่วนลด 10% สำหรับทัวร์เกาะ'] },
  },
  {
    slug: 'orchid-wellness',
    company: 'orchid',
    motif: 'lotus',
    palette: 'beauty',
    numberPrefix: '7005',
    en: { name: 'Orchid Wellness Card', level: 'Rose', perks: ['15% off every spa treatment.'] },
    th: { name: 'บัตรออร์คิด เวลเนส', level: 'โรส', perks: ['ส่วนลด 15% ทุกทรีตเมนต์สปา'] },
  },
];

type TemplateSlug = string;

/** A card a demo member holds: when it was issued and expires (days from the seed's `now`), and its flags. */
interface DemoHolding {
  template: TemplateSlug;
  issuedInDays: number;
  expiresInDays: number;
  isFavourite: boolean;
  /** Whether the member has already seen the new-card and expiry alerts. */
  seenCreate: boolean;
  seenExpire: boolean;
}

/**
 * DESIGN §8 / issue 10: the e-mail demo member holds three active cards (one favourite, one expiring
 * within 30 days, one new and not yet seen) and one expired; the mobile member holds cards of their own.
 */
const DEMO_HOLDINGS: { email?: string; mobile?: string; cards: DemoHolding[] }[] = [
  {
    email: 'demo@example.com',
    cards: [
      {
        template: 'mart-gold',
        issuedInDays: -200,
        expiresInDays: 165,
        isFavourite: true,
        seenCreate: true,
        seenExpire: false,
      },
      {
        template: 'brew-club',
        issuedInDays: -340,
        expiresInDays: 18,
        isFavourite: false,
        seenCreate: true,
        seenExpire: false,
      },
      {
        template: 'starlight-movie-club',
        issuedInDays: -1,
        expiresInDays: 364,
        isFavourite: false,
        seenCreate: false,
        seenExpire: false,
      },
      {
        template: 'andaman-traveller',
        issuedInDays: -400,
        expiresInDays: -35,
        isFavourite: false,
        seenCreate: true,
        seenExpire: true,
      },
    ],
  },
  {
    mobile: '0812345678',
    cards: [
      {
        template: 'orchid-wellness',
        issuedInDays: -30,
        expiresInDays: 335,
        isFavourite: true,
        seenCreate: true,
        seenExpire: false,
      },
      {
        template: 'mart-gold',
        issuedInDays: -60,
        expiresInDays: 305,
        isFavourite: false,
        seenCreate: true,
        seenExpire: false,
      },
    ],
  },
];

/**
 * The group company that issues each partner's cards: the company the product seed linked to that
 * catalogue partner (so `seedProducts` runs first).
 */
export async function cardCompanyIds(db: Executor): Promise<Map<PartnerKey, number>> {
  const ids = new Map<PartnerKey, number>();
  for (const key of new Set(DEMO_CARD_TEMPLATES.map((template) => template.company))) {
    const partner = DEMO_PARTNERS.find((candidate) => candidate.key === key);
    const [company] = partner
      ? await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(partners, eq(partners.id, products.partnerId))
          .where(and(eq(products.kind, 'company'), eq(partners.nameEn, partner.en)))
          .limit(1)
      : [];
    if (!company) throw new Error(`Card seed: no group company is linked to the partner ${key}; seed products first`);
    ids.set(key, company.id);
  }
  return ids;
}

async function seedTemplates(db: Executor, companies: Map<PartnerKey, number>): Promise<Map<TemplateSlug, number>> {
  const ids = new Map<TemplateSlug, number>();
  for (const template of DEMO_CARD_TEMPLATES) {
    const companyId = companies.get(template.company);
    if (companyId === undefined) throw new Error(`No company ${template.company} for card ${template.slug}`);
    const [existing] = await db
      .select({ id: cardTemplates.id })
      .from(cardTemplates)
      .where(and(eq(cardTemplates.companyId, companyId), eq(cardTemplates.nameEn, template.en.name)));
    const [stored] = existing
      ? [existing]
      : await db
          .insert(cardTemplates)
          .values({
            companyId,
            nameEn: template.en.name,
            nameTh: template.th.name,
            levelEn: template.en.level,
            levelTh: template.th.level,
            imageUrl: `/media/cards/${template.slug}.svg`,
            conditionsEn: conditions([...template.en.perks, ...COMMON_EN]),
            conditionsTh: conditions([...template.th.perks, ...COMMON_TH]),
            numberPrefix: template.numberPrefix,
          })
          .returning({ id: cardTemplates.id });
    if (stored) ids.set(template.slug, stored.id);
  }
  return ids;
}

async function holderId(db: Executor, holder: { email?: string; mobile?: string }): Promise<number | undefined> {
  const member = holder.email
    ? await findForeignMemberByEmail(db, holder.email)
    : await findThaiMemberByMobile(db, holder.mobile ?? '');
  return member?.id;
}

/** Issues a demo card unless the member holds (or once deleted) a card of that template. */
async function seedHolding(db: Executor, memberId: number, templateId: number, card: DemoHolding, now: Date) {
  const [held] = await db
    .select({ id: memberCards.id })
    .from(memberCards)
    .where(and(eq(memberCards.memberId, memberId), eq(memberCards.templateId, templateId)));
  if (held) return;
  const issuedAt = new Date(now.getTime() + card.issuedInDays * DAY_MS);
  const id = await issueCard(db, {
    memberId,
    templateId,
    issuedAt,
    expiresAt: new Date(now.getTime() + card.expiresInDays * DAY_MS),
  });
  await db
    .update(memberCards)
    .set({
      isFavourite: card.isFavourite,
      createAlertSeenAt: card.seenCreate ? issuedAt : null,
      expireAlertSeenAt: card.seenExpire ? issuedAt : null,
    })
    .where(eq(memberCards.id, id));
}

/** The demo member cards of issue 10: templates and holdings, each added only if missing. */
export async function seedCards(db: Executor, now: Date): Promise<void> {
  const companies = await cardCompanyIds(db);
  const templates = await seedTemplates(db, companies);
  for (const holder of DEMO_HOLDINGS) {
    const memberId = await holderId(db, holder);
    if (memberId === undefined) continue;
    for (const card of holder.cards) {
      const templateId = templates.get(card.template);
      if (templateId !== undefined) await seedHolding(db, memberId, templateId, card, now);
    }
  }
}
