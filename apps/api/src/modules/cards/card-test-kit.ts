import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/factories.js';
import type { Executor } from '../../db/client.js';
import { cardTemplates, memberCards, products } from '../../db/schema.js';
import { issueCard } from './card-issuer.js';

export const DAY_MS = 86_400_000;

/** An instant `days` from now (negative for the past). */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY_MS);
}

function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}

export async function createCompany(db: Executor, fields: Partial<typeof products.$inferInsert> = {}) {
  return single(
    await db
      .insert(products)
      .values({
        kind: 'company',
        nameEn: 'Chaba Department Store',
        nameTh: 'ห้างชบา',
        logoUrl: '/media/companies/store-logo.svg',
        coverUrl: '/media/companies/store-cover.svg',
        descriptionEn: 'A department store.',
        descriptionTh: 'ห้างสรรพสินค้า',
        categoryEn: 'Retail',
        categoryTh: 'ค้าปลีก',
        ...fields,
      })
      .returning(),
  );
}

export async function createTemplate(
  db: Executor,
  companyId: number,
  fields: Partial<typeof cardTemplates.$inferInsert> = {},
) {
  return single(
    await db
      .insert(cardTemplates)
      .values({
        companyId,
        nameEn: 'Chaba Store Card',
        nameTh: 'บัตรห้างชบา',
        levelEn: 'Gold',
        levelTh: 'โกลด์',
        imageUrl: '/media/cards/store-gold.svg',
        conditionsEn: '<p>Show this card at the counter.</p>',
        conditionsTh: '<p>แสดงบัตรนี้ที่เคาน์เตอร์</p>',
        numberPrefix: '7001',
        ...fields,
      })
      .returning(),
  );
}

export interface GivenCard {
  templateId: number;
  issuedAt?: Date;
  expiresAt?: Date;
  isFavorite?: boolean;
  /** Both alerts already seen, as for a card the member has had for a while. */
  isSeen?: boolean;
}

/** Issues a card through the issuer, then sets the member-side flags a test needs. */
export async function giveCard(db: Executor, memberId: number, card: GivenCard): Promise<number> {
  const id = await issueCard(db, {
    memberId,
    templateId: card.templateId,
    issuedAt: card.issuedAt ?? daysFromNow(-10),
    expiresAt: card.expiresAt ?? daysFromNow(200),
  });
  const seenAt = card.isSeen ? new Date() : null;
  await db
    .update(memberCards)
    .set({ isFavorite: card.isFavorite ?? false, createAlertSeenAt: seenAt, expireAlertSeenAt: seenAt })
    .where(eq(memberCards.id, id));
  return id;
}

/** Calls a VirtualCard action as the holder of `token`: GET with a query, POST with a JSON body. */
export function cardCall(app: FastifyInstance, action: string, token: string, input: object = {}) {
  const isQuery = action.startsWith('Get');
  return app.inject({
    method: isQuery ? 'GET' : 'POST',
    url: `/api/v1/VirtualCard/${action}`,
    headers: bearer(token),
    ...(isQuery ? { query: input as Record<string, string> } : { payload: input }),
  });
}
