import { and, asc, desc, eq, gt, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cardTemplates, counterCodeUses, memberCards, members, products } from '../../db/schema.js';

export type CardListState = 'active' | 'expired';

const cardColumns = {
  id: memberCards.id,
  memberId: memberCards.memberId,
  cardNumber: memberCards.cardNumber,
  issuedAt: memberCards.issuedAt,
  expiresAt: memberCards.expiresAt,
  isFavourite: memberCards.isFavourite,
  createAlertSeenAt: memberCards.createAlertSeenAt,
  expireAlertSeenAt: memberCards.expireAlertSeenAt,
  nameEn: cardTemplates.nameEn,
  nameTh: cardTemplates.nameTh,
  levelEn: cardTemplates.levelEn,
  levelTh: cardTemplates.levelTh,
  imageUrl: cardTemplates.imageUrl,
  conditionsEn: cardTemplates.conditionsEn,
  conditionsTh: cardTemplates.conditionsTh,
  companyId: products.id,
  companyNameEn: products.nameEn,
  companyNameTh: products.nameTh,
  companyLogoUrl: products.logoUrl,
};

/** Cards with their template and issuing company; callers always filter by the owner. */
function selectCards(db: Executor) {
  return db
    .select(cardColumns)
    .from(memberCards)
    .innerJoin(cardTemplates, eq(cardTemplates.id, memberCards.templateId))
    .innerJoin(products, eq(products.id, cardTemplates.companyId));
}

/** A member's virtual card (member_cards) with its template and the company that issues it. */
export type MemberCardRow = NonNullable<Awaited<ReturnType<typeof findMemberCard>>>;

/** The member's cards not deleted, split at `now` into active and expired. */
function listFilter(memberId: number, state: CardListState, now: Date): SQL | undefined {
  return and(
    eq(memberCards.memberId, memberId),
    isNull(memberCards.deletedAt),
    state === 'active' ? gt(memberCards.expiresAt, now) : lte(memberCards.expiresAt, now),
  );
}

/**
 * One page of the member's active or expired cards (DESIGN §12): favourites first, then active cards
 * by soonest expiry and expired ones by the most recent expiry; the id keeps pages stable.
 */
export async function selectCardPage(
  db: Executor,
  query: { memberId: number; state: CardListState; now: Date; offset: number; limit: number },
): Promise<{ rows: MemberCardRow[]; total: number }> {
  const where = listFilter(query.memberId, query.state, query.now);
  const byExpiry = query.state === 'active' ? asc(memberCards.expiresAt) : desc(memberCards.expiresAt);
  const [rows, [counted]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(desc(memberCards.isFavourite), byExpiry, asc(memberCards.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(memberCards).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The member's own card, not deleted; undefined for anyone else's. */
function ownCard(memberId: number, cardId: number) {
  return and(eq(memberCards.id, cardId), eq(memberCards.memberId, memberId), isNull(memberCards.deletedAt));
}

export async function findMemberCard(db: Executor, memberId: number, cardId: number) {
  const [row] = await selectCards(db).where(ownCard(memberId, cardId));
  return row;
}

/**
 * Flips the favourite in one statement: the row lock makes parallel toggles take turns, so n toggles
 * leave it set exactly when n is odd. Undefined when the card is not the member's.
 */
export async function flipFavourite(db: Executor, memberId: number, cardId: number): Promise<boolean | undefined> {
  const [row] = await db
    .update(memberCards)
    .set({ isFavourite: sql`not ${memberCards.isFavourite}` })
    .where(ownCard(memberId, cardId))
    .returning({ isFavourite: memberCards.isFavourite });
  return row?.isFavourite;
}

/** Hides the member's card from their lists; false when it is not theirs (or already gone). */
export async function softDeleteCard(db: Executor, memberId: number, cardId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberCards)
    .set({ deletedAt: now })
    .where(ownCard(memberId, cardId))
    .returning({ id: memberCards.id });
  return rows.length === 1;
}

export type CardAlert = 'create' | 'expire';

/**
 * Records the first time the member saw an alert of their card (a repeat keeps the first instant), and
 * answers what the alert flags need; undefined when the card is not theirs.
 */
export async function markAlertSeen(db: Executor, memberId: number, cardId: number, alert: CardAlert, now: Date) {
  const seen =
    alert === 'create'
      ? { createAlertSeenAt: sql`coalesce(${memberCards.createAlertSeenAt}, ${now})` }
      : { expireAlertSeenAt: sql`coalesce(${memberCards.expireAlertSeenAt}, ${now})` };
  const [row] = await db.update(memberCards).set(seen).where(ownCard(memberId, cardId)).returning({
    expiresAt: memberCards.expiresAt,
    createAlertSeenAt: memberCards.createAlertSeenAt,
    expireAlertSeenAt: memberCards.expireAlertSeenAt,
  });
  return row;
}

/** What the counter code of a card is made of, whoever holds it (counter verify knows only the code). */
export async function findCodeCard(db: Executor, cardId: number) {
  const [row] = await db
    .select({
      cardId: memberCards.id,
      memberId: memberCards.memberId,
      secret: memberCards.codeSecret,
      expiresAt: memberCards.expiresAt,
      deletedAt: memberCards.deletedAt,
      cardNumber: memberCards.cardNumber,
      nameEn: cardTemplates.nameEn,
      levelEn: cardTemplates.levelEn,
      companyNameEn: products.nameEn,
    })
    .from(memberCards)
    .innerJoin(cardTemplates, eq(cardTemplates.id, memberCards.templateId))
    .innerJoin(products, eq(products.id, cardTemplates.companyId))
    .where(eq(memberCards.id, cardId));
  return row;
}

/** Spends the code of (card, step); true only for the one insert that lands (DESIGN §12: a code is good once). */
export async function insertCounterCodeUse(db: Executor, cardId: number, step: number): Promise<boolean> {
  const rows = await db
    .insert(counterCodeUses)
    .values({ cardId, timeStep: step })
    .onConflictDoNothing()
    .returning({ cardId: counterCodeUses.cardId });
  return rows.length === 1;
}

export type NewMemberCardRow = typeof memberCards.$inferInsert;

export async function findTemplate(db: Executor, templateId: number) {
  const [row] = await db.select().from(cardTemplates).where(eq(cardTemplates.id, templateId));
  return row;
}

export async function insertCard(db: Executor, card: NewMemberCardRow): Promise<number> {
  const [row] = await db.insert(memberCards).values(card).returning({ id: memberCards.id });
  if (!row) throw new Error('The card insert returned no row');
  return row.id;
}

/** Templates with their company, for operators choosing what to issue. */
export async function listTemplatesWithCompany(db: Executor) {
  return db
    .select({
      id: cardTemplates.id,
      nameEn: cardTemplates.nameEn,
      levelEn: cardTemplates.levelEn,
      validDays: cardTemplates.validDays,
      companyNameEn: products.nameEn,
    })
    .from(cardTemplates)
    .innerJoin(products, eq(products.id, cardTemplates.companyId))
    .orderBy(asc(cardTemplates.id));
}

/** The member a card is issued to, by the member code operators see (`CR10000001`). */
export async function findMemberIdByCode(db: Executor, memberCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.mbkMemberId, memberCode));
  return row?.id;
}

/** Gives every card of one member to another (an account merge); answers how many moved. */
export async function reassignCards(db: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  const moved = await db
    .update(memberCards)
    .set({ memberId: toMemberId })
    .where(eq(memberCards.memberId, fromMemberId))
    .returning({ id: memberCards.id });
  return moved.length;
}

/** A member's card as the back-office lists it: every card, the ones the member deleted too. */
const adminCardColumns = {
  id: memberCards.id,
  cardNumber: memberCards.cardNumber,
  issuedAt: memberCards.issuedAt,
  expiresAt: memberCards.expiresAt,
  deletedAt: memberCards.deletedAt,
  templateId: cardTemplates.id,
  nameEn: cardTemplates.nameEn,
  nameTh: cardTemplates.nameTh,
  levelEn: cardTemplates.levelEn,
  levelTh: cardTemplates.levelTh,
  companyId: products.id,
  companyNameEn: products.nameEn,
  companyNameTh: products.nameTh,
};

export type AdminMemberCardRow = Awaited<ReturnType<typeof selectAdminCardPage>>['rows'][number];

/**
 * One page of every card the member holds or held (deleted ones included: staff may need to know it
 * existed), by issue date; the id keeps pages stable.
 */
export async function selectAdminCardPage(
  db: Executor,
  query: { memberId: number; isNewestFirst: boolean; offset: number; limit: number },
) {
  const where = eq(memberCards.memberId, query.memberId);
  const direction = query.isNewestFirst ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminCardColumns)
      .from(memberCards)
      .innerJoin(cardTemplates, eq(cardTemplates.id, memberCards.templateId))
      .innerJoin(products, eq(products.id, cardTemplates.companyId))
      .where(where)
      .orderBy(direction(memberCards.issuedAt), direction(memberCards.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(memberCards).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Active members' cards (not deleted) expiring in [from, to), with their template's names (the reminders). */
export async function selectCardsExpiringBetween(db: Executor, window: { from: Date; to: Date }) {
  return db
    .select({
      cardId: memberCards.id,
      memberId: memberCards.memberId,
      expiresAt: memberCards.expiresAt,
      nameTh: cardTemplates.nameTh,
      nameEn: cardTemplates.nameEn,
    })
    .from(memberCards)
    .innerJoin(cardTemplates, eq(cardTemplates.id, memberCards.templateId))
    .innerJoin(members, eq(members.id, memberCards.memberId))
    .where(
      and(
        gte(memberCards.expiresAt, window.from),
        lt(memberCards.expiresAt, window.to),
        isNull(memberCards.deletedAt),
        eq(members.status, 'active'),
      ),
    )
    .orderBy(asc(memberCards.id));
}

/**
 * Every card issued to the member, deleted ones too, oldest first, with its template's names (their PDPA
 * export, DESIGN §16); never the counter codes' secret.
 */
export function selectCardsOf(db: Executor, memberId: number) {
  return db
    .select({
      cardNumber: memberCards.cardNumber,
      nameEn: cardTemplates.nameEn,
      nameTh: cardTemplates.nameTh,
      issuedAt: memberCards.issuedAt,
      expiresAt: memberCards.expiresAt,
      isFavourite: memberCards.isFavourite,
      deletedAt: memberCards.deletedAt,
    })
    .from(memberCards)
    .innerJoin(cardTemplates, eq(cardTemplates.id, memberCards.templateId))
    .where(eq(memberCards.memberId, memberId))
    .orderBy(asc(memberCards.id));
}
