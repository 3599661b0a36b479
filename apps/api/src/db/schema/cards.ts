import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { members } from './identity.js';
import { products } from './products.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A kind of member card a group company issues (DESIGN §12): its art, level and conditions (sanitised
 * HTML in both languages). Cards are issued from a template by the back-office.
 */
export const cardTemplates = pgTable(
  'card_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    levelEn: text('level_en').notNull(),
    levelTh: text('level_th').notNull(),
    imageUrl: text('image_url').notNull(),
    conditionsEn: text('conditions_en').notNull(),
    conditionsTh: text('conditions_th').notNull(),
    /** The card numbers of this template start with it, so staff recognise the card at the counter. */
    numberPrefix: text('number_prefix').notNull(),
    /** How long a newly issued card lasts unless the issuer says otherwise. */
    validDays: integer('valid_days').notNull().default(365),
    createdAt: createdAt(),
  },
  (table) => [index('card_templates_company_idx').on(table.companyId)],
);

/**
 * A card held by a member. `code_secret` keys the rotating counter code (HMAC of card, member and time
 * step); each card has its own, so one leaked secret exposes one card. A card the member deletes is
 * hidden (`deleted_at`), never removed: staff may still need to know it existed.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => cardTemplates.id),
    cardNumber: text('card_number').notNull(),
    codeSecret: bytea('code_secret').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    isFavourite: boolean('is_favorite').notNull().default(false),
    createAlertSeenAt: at('create_alert_seen_at'),
    expireAlertSeenAt: at('expire_alert_seen_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('member_cards_card_number_key').on(table.cardNumber),
    // The member's lists: favourites first, then by expiry, over the cards not deleted.
    index('member_cards_member_list_idx')
      .on(table.memberId, table.isFavourite, table.expiresAt)
      .where(sql`${table.deletedAt} is null`),
    check('member_cards_window', sql`${table.expiresAt} > ${table.issuedAt}`),
  ],
);

/** Counter codes already verified: a code is good once (DESIGN §12), so a screenshot is spent. */
export const counterCodeUses = pgTable(
  'counter_code_uses',
  {
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => memberCards.id),
    timeStep: bigint('time_step', { mode: 'number' }).notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.timeStep] })],
);
