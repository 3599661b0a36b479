import { and, eq } from 'drizzle-orm';
import { issueCard } from '../modules/cards/card-issuer.js';
import { findMemberByEmail, findThaiMemberByMobile } from '../modules/customers/member-repository.js';
import type { Motif } from './artwork/motifs.js';
import type { Executor } from './client.js';
import { cardTemplates, memberCards, partners, products } from './schema.js';
import type { CategoryCode } from './seed-catalogue-structure.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The group companies the demo cards come from, keyed by English name. The company seed of issue 10
 * (products) may hold them already with more detail; this adds only those missing, so either seed can
 * run first. Each is the partner of the same name, whose logo it shares.
 */
export const DEMO_CARD_COMPANIES = [
  {
    partnerKey: 'mart',
    en: 'Chaba Mart',
    th: 'ชบา มาร์ท',
    category: { en: 'Shopping', th: 'ช้อปปิ้ง' },
    description: {
      en: 'Supermarkets for everyday groceries across Bangkok and Phuket.',
      th: 'ซูเปอร์มาร์เก็ตสำหรับของใช้ประจำวันทั่วกรุงเทพฯ และภูเก็ต',
    },
  },
  {
    partnerKey: 'brew',
    en: 'Baan Brew Coffee',
    th: 'บ้านบรูว์ คอฟฟี่',
    category: { en: 'Food & Drink', th: 'อาหารและเครื่องดื่ม' },
    description: { en: 'Neighbourhood cafés roasting Thai beans.', th: 'คาเฟ่ใกล้บ้านที่คั่วเมล็ดกาแฟไทย' },
  },
  {
    partnerKey: 'starlight',
    en: 'Starlight Cinema',
    th: 'สตาร์ไลท์ ซีนีม่า',
    category: { en: 'Entertainment', th: 'บันเทิง' },
    description: { en: 'Cinemas in Bangkok and Chiang Mai.', th: 'โรงภาพยนตร์ในกรุงเทพฯ และเชียงใหม่' },
  },
  {
    partnerKey: 'andaman',
    en: 'Andaman Escapes',
    th: 'อันดามัน เอสเคป',
    category: { en: 'Travel & Leisure', th: 'ท่องเที่ยวและพักผ่อน' },
    description: { en: 'Island tours and resorts on the Andaman coast.', th: 'ทัวร์เกาะและรีสอร์ตริมทะเลอันดามัน' },
  },
  {
    partnerKey: 'orchid',
    en: 'Orchid Beauty & Spa',
    th: 'ออร์คิด บิวตี้ แอนด์ สปา',
    category: { en: 'Beauty & Health', th: 'ความงามและสุขภาพ' },
    description: { en: 'Spas and beauty counters in Bangkok.', th: 'สปาและเคาน์เตอร์ความงามในกรุงเทพฯ' },
  },
] as const;

type CompanyName = (typeof DEMO_CARD_COMPANIES)[number]['en'];

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
  company: CompanyName;
  motif: Motif;
  palette: CategoryCode;
  numberPrefix: string;
  en: { name: string; level: string; perks: readonly string[] };
  th: { name: string; level: string; perks: readonly string[] };
}[] = [
  {
    slug: 'mart-gold',
    company: 'Chaba Mart',
    motif: 'cart',
    palette: 'shopping',
    numberPrefix: '7001',
    en: { name: 'Chaba Mart Member Card', level: 'Gold', perks: ['5% off fresh food every Wednesday.'] },
    th: { name: 'บัตรสมาชิกชบา มาร์ท', level: 'โกลด์', perks: ['ส่วนลด 5% สำหรับอาหารสดทุกวันพุธ'] },
  },
  {
    slug: 'brew-club',
    company: 'Baan Brew Coffee',
    motif: 'coffee',
    palette: 'food',
    numberPrefix: '7002',
    en: { name: 'Baan Brew Coffee Club', level: 'Silver', perks: ['A free size upgrade on every drink.'] },
    th: { name: 'บ้านบรูว์ คอฟฟี่ คลับ', level: 'ซิลเวอร์', perks: ['อัปไซซ์เครื่องดื่มฟรีทุกแก้ว'] },
  },
  {
    slug: 'starlight-movie-club',
    company: 'Starlight Cinema',
    motif: 'popcorn',
    palette: 'entertainment',
    numberPrefix: '7003',
    en: { name: 'Starlight Movie Club', level: 'Platinum', perks: ['Buy one ticket, get one free on Mondays.'] },
    th: { name: 'สตาร์ไลท์ มูฟวี่ คลับ', level: 'แพลทินัม', perks: ['ซื้อตั๋ว 1 ใบ แถม 1 ใบ ทุกวันจันทร์'] },
  },
  {
    slug: 'andaman-traveller',
    company: 'Andaman Escapes',
    motif: 'beach',
    palette: 'travel',
    numberPrefix: '7004',
    en: { name: 'Andaman Traveller Card', level: 'Explorer', perks: ['10% off island tours.'] },
    th: { name: 'บัตรอันดามัน ทราเวลเลอร์', level: 'เอ็กซ์พลอเรอร์', perks: ['ส่วนลด 10% สำหรับทัวร์เกาะ'] },
  },
  {
    slug: 'orchid-wellness',
    company: 'Orchid Beauty & Spa',
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
  isFavorite: boolean;
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
        isFavorite: true,
        seenCreate: true,
        seenExpire: false,
      },
      {
        template: 'brew-club',
        issuedInDays: -340,
        expiresInDays: 18,
        isFavorite: false,
        seenCreate: true,
        seenExpire: false,
      },
      {
        template: 'starlight-movie-club',
        issuedInDays: -1,
        expiresInDays: 364,
        isFavorite: false,
        seenCreate: false,
        seenExpire: false,
      },
      {
        template: 'andaman-traveller',
        issuedInDays: -400,
        expiresInDays: -35,
        isFavorite: false,
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
        isFavorite: true,
        seenCreate: true,
        seenExpire: false,
      },
      {
        template: 'mart-gold',
        issuedInDays: -60,
        expiresInDays: 305,
        isFavorite: false,
        seenCreate: true,
        seenExpire: false,
      },
    ],
  },
];

async function companyIdOf(db: Executor, company: (typeof DEMO_CARD_COMPANIES)[number]): Promise<number> {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'company'), eq(products.nameEn, company.en)));
  if (existing) return existing.id;
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.nameEn, company.en));
  const logoUrl = `/media/privileges/partners/${company.partnerKey}.svg`;
  const [created] = await db
    .insert(products)
    .values({
      kind: 'company',
      nameEn: company.en,
      nameTh: company.th,
      logoUrl,
      coverUrl: logoUrl,
      descriptionEn: company.description.en,
      descriptionTh: company.description.th,
      categoryEn: company.category.en,
      categoryTh: company.category.th,
      partnerId: partner?.id ?? null,
    })
    .returning({ id: products.id });
  if (!created) throw new Error(`The company ${company.en} was not stored`);
  return created.id;
}

/** Adds the card companies that are missing, keyed by English name; answers every one's id. */
export async function seedCardCompanies(db: Executor): Promise<Map<CompanyName, number>> {
  const ids = new Map<CompanyName, number>();
  for (const company of DEMO_CARD_COMPANIES) ids.set(company.en, await companyIdOf(db, company));
  return ids;
}

async function seedTemplates(db: Executor, companies: Map<CompanyName, number>): Promise<Map<TemplateSlug, number>> {
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
    ? await findMemberByEmail(db, holder.email)
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
      isFavorite: card.isFavorite,
      createAlertSeenAt: card.seenCreate ? issuedAt : null,
      expireAlertSeenAt: card.seenExpire ? issuedAt : null,
    })
    .where(eq(memberCards.id, id));
}

/** The demo member cards of issue 10: companies, templates and holdings, each added only if missing. */
export async function seedCards(db: Executor, now: Date): Promise<void> {
  const companies = await seedCardCompanies(db);
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
