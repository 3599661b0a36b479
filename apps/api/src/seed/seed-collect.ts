import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { pointLedger } from '../db/schema.js';
import { insertArticleIfMissing } from '../modules/articles/article-repository.js';
import { insertCodeIfMissing, type PointCodeRow, recordCodeUse } from '../modules/codes/code-repository.js';
import { findForeignMemberByEmail, findThaiMemberByMobile } from '../modules/members/member-repository.js';
import { DEMO_ARTICLES } from './seed-articles.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoCode {
  code: string;
  kind: 'promo' | 'scan';
  points: number;
  /** Days from the seed's `now`: negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  maxUses: number | null;
  label: string;
  en: { title: string; description: string };
  th: { title: string; description: string };
}

/** DESIGN §8 promo and scan codes, printed by `npm start` with what each demonstrates. */
export const DEMO_CODES: readonly DemoCode[] = [
  {
    code: 'WELCOME100',
    kind: 'promo',
    points: 100,
    // Open since before the demo members' welcome points (seed.ts), for two more years.
    startsInDays: -400,
    endsInDays: 730,
    maxUses: null,
    label: '100 points, once per member',
    en: { title: 'Welcome bonus', description: '100 points to welcome you to Chaba Rewards.' },
    th: { title: 'โบนัสต้อนรับ', description: 'รับ 100 คะแนนต้อนรับสู่ Chaba Rewards' },
  },
  {
    code: 'CHABA50',
    kind: 'promo',
    points: 50,
    startsInDays: -7,
    endsInDays: 90,
    maxUses: 20,
    label: '50 points, first 20 members only',
    en: { title: 'Chaba 50', description: '50 bonus points for the first 20 members.' },
    th: { title: 'ชบา 50', description: 'รับ 50 คะแนนพิเศษ สำหรับสมาชิก 20 ท่านแรก' },
  },
  {
    code: 'SHOPMORE30',
    kind: 'promo',
    points: 30,
    startsInDays: -14,
    endsInDays: 180,
    maxUses: null,
    label: '30 points',
    en: { title: 'Shop more, earn more', description: '30 extra points for our newsletter readers.' },
    th: { title: 'ช้อปมาก ได้มาก', description: 'รับ 30 คะแนนพิเศษ สำหรับผู้อ่านจดหมายข่าว' },
  },
  {
    code: 'BIRTHDAY200',
    kind: 'promo',
    points: 200,
    startsInDays: -30,
    endsInDays: 365,
    maxUses: 1000,
    label: '200 points, capped at 1,000 uses',
    en: { title: 'Birthday treat', description: '200 points to celebrate Chaba’s birthday.' },
    th: { title: 'ของขวัญวันเกิด', description: 'รับ 200 คะแนน ฉลองวันเกิด Chaba' },
  },
  {
    code: 'SCAN-CHABA-2026',
    kind: 'scan',
    points: 80,
    startsInDays: -1,
    endsInDays: 365,
    maxUses: null,
    label: 'scan code, 80 points',
    en: { title: 'In-store scan', description: '80 points for scanning the QR at a Chaba counter.' },
    th: { title: 'สแกนในร้าน', description: 'รับ 80 คะแนนเมื่อสแกน QR ที่จุดชำระเงินของ Chaba' },
  },
  {
    code: 'SCAN-SIAM-POPUP',
    kind: 'scan',
    points: 40,
    startsInDays: -3,
    endsInDays: 60,
    maxUses: 500,
    label: 'scan code, 40 points, capped at 500 uses',
    en: { title: 'Siam pop-up store', description: '40 points for visiting our Siam pop-up store.' },
    th: { title: 'ป๊อปอัปสโตร์สยาม', description: 'รับ 40 คะแนนเมื่อแวะป๊อปอัปสโตร์ที่สยาม' },
  },
  {
    code: 'SONGKRAN-OLD',
    kind: 'promo',
    points: 60,
    startsInDays: -240,
    endsInDays: -200,
    maxUses: null,
    label: 'expired (CODE_EXPIRED)',
    en: { title: 'Songkran splash', description: '60 points for the Songkran festival.' },
    th: { title: 'สาดความสุขสงกรานต์', description: 'รับ 60 คะแนนในเทศกาลสงกรานต์' },
  },
  {
    code: 'NEWYEAR500',
    kind: 'promo',
    points: 500,
    startsInDays: 30,
    endsInDays: 60,
    maxUses: null,
    label: 'not started yet (NOT_ACTIVE)',
    en: { title: 'New Year jackpot', description: '500 points to start the new year.' },
    th: { title: 'รับปีใหม่', description: 'รับ 500 คะแนนต้อนรับปีใหม่' },
  },
];

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

async function seedCodes(db: Executor, now: Date): Promise<Map<string, PointCodeRow>> {
  const stored = new Map<string, PointCodeRow>();
  for (const code of DEMO_CODES) {
    const row = await insertCodeIfMissing(db, {
      code: code.code,
      kind: code.kind,
      points: code.points,
      titleEn: code.en.title,
      titleTh: code.th.title,
      descriptionEn: code.en.description,
      descriptionTh: code.th.description,
      startsAt: daysFrom(now, code.startsInDays),
      endsAt: daysFrom(now, code.endsInDays),
      maxUses: code.maxUses,
    });
    stored.set(row.code, row);
  }
  return stored;
}

/**
 * The demo members' earlier 100 code points (seed.ts) came from WELCOME100: recording that use keeps
 * their history and the code consistent (CheckCode answers CODE_USED for them) without new points.
 */
async function linkDemoWelcomeCode(db: Executor, welcome: PointCodeRow): Promise<void> {
  const demoMembers = [
    await findForeignMemberByEmail(db, 'demo@example.com'),
    await findThaiMemberByMobile(db, '0812345678'),
  ];
  for (const member of demoMembers) {
    if (!member) continue;
    const [entry] = await db
      .select({ id: pointLedger.id, createdAt: pointLedger.createdAt })
      .from(pointLedger)
      .where(
        and(
          eq(pointLedger.memberId, member.id),
          eq(pointLedger.kind, 'earn'),
          eq(pointLedger.source, 'code'),
          eq(pointLedger.delta, welcome.points),
        ),
      )
      .orderBy(asc(pointLedger.id))
      .limit(1);
    if (entry)
      await recordCodeUse(db, { codeId: welcome.id, memberId: member.id, entryId: entry.id, at: entry.createdAt });
  }
}

async function seedArticles(db: Executor, now: Date): Promise<void> {
  for (const article of DEMO_ARTICLES) {
    await insertArticleIfMissing(db, {
      titleEn: article.en.title,
      titleTh: article.th.title,
      summaryEn: article.en.summary,
      summaryTh: article.th.summary,
      bodyEn: article.en.body,
      bodyTh: article.th.body,
      imageUrl: `/media/articles/${article.slug}.svg`,
      rewardPoints: article.rewardPoints,
      minReadSeconds: article.minReadSeconds,
      publishedAt: daysFrom(now, -article.daysAgo),
    });
  }
}

/** DESIGN §8 ways to collect points: codes (with the demo members' WELCOME100 use) and articles. */
export async function seedCollectData(db: Executor, now: Date): Promise<void> {
  const codes = await seedCodes(db, now);
  const welcome = codes.get('WELCOME100');
  if (welcome) await linkDemoWelcomeCode(db, welcome);
  await seedArticles(db, now);
}
