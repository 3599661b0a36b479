import { randomBytes, randomInt } from 'node:crypto';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { recordNotification } from '../notifications/notification-service.js';
import { cardIssued } from '../notifications/notification-texts.js';
import { findMemberIdByCode, findTemplate, insertCard, listTemplatesWithCompany } from './member-card-repository.js';

const DAY_MS = 86_400_000;
const CARD_NUMBER_LENGTH = 16;
/** HMAC-SHA256 keys as long as its output (RFC 2104's advice). */
const SECRET_BYTES = 32;

/** The Luhn check digit of `digits`, so a mistyped card number is caught before any lookup. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The template's prefix, random digits, and a Luhn check digit: 16 digits in all. */
export function newCardNumber(prefix: string): string {
  let body = prefix;
  while (body.length < CARD_NUMBER_LENGTH - 1) body += String(randomInt(10));
  return `${body}${luhnCheckDigit(body)}`;
}

export interface CardIssue {
  memberId: number;
  templateId: number;
  issuedAt?: Date;
  /** The template's `valid_days` after issue unless given. */
  expiresAt?: Date;
}

/**
 * Issues a card from a template to a member (DESIGN §12: the back-office issues cards; the demo seed
 * and tests use this too), with its own counter-code secret, and tells the member (an already expired
 * card, issued for demonstrations, is no news). Answers the new card's id.
 */
export async function issueCard(db: Executor, issue: CardIssue): Promise<number> {
  const template = await findTemplate(db, issue.templateId);
  if (!template) throw new AppError('NOT_FOUND');
  const issuedAt = issue.issuedAt ?? new Date();
  const expiresAt = issue.expiresAt ?? new Date(issuedAt.getTime() + template.validDays * DAY_MS);
  const cardId = await insertCard(db, {
    memberId: issue.memberId,
    templateId: template.id,
    cardNumber: newCardNumber(template.numberPrefix),
    codeSecret: randomBytes(SECRET_BYTES),
    issuedAt,
    expiresAt,
  });
  if (expiresAt.getTime() > Date.now()) {
    await recordNotification(db, {
      memberId: issue.memberId,
      kind: 'card_issued',
      eventKey: `card_issued:${cardId}`,
      ...cardIssued({ card: { th: template.nameTh, en: template.nameEn }, expiresAt }),
      linkPath: `/member-card-detail/${cardId}`,
    });
  }
  return cardId;
}

/** The templates a card can be issued from, with their company. */
export function listCardTemplates(db: Executor) {
  return listTemplatesWithCompany(db);
}

/**
 * Issues a card to the member with this member code (the back-office's `POST /cards/issue` until it
 * exists). `expiresInDays` moves the expiry; a negative one issues an already expired card, for
 * demonstrations, dated as if issued a template's validity earlier.
 */
export async function issueCardToMember(
  db: Executor,
  request: { memberCode: string; templateId: number; expiresInDays?: number },
  now = new Date(),
): Promise<{ cardId: number; expiresAt: Date }> {
  const memberId = await findMemberIdByCode(db, request.memberCode);
  const template = await findTemplate(db, request.templateId);
  if (memberId === undefined || !template) throw new AppError('NOT_FOUND');
  const days = request.expiresInDays ?? template.validDays;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const issuedAt = days > 0 ? now : new Date(expiresAt.getTime() - template.validDays * DAY_MS);
  const cardId = await issueCard(db, { memberId, templateId: template.id, issuedAt, expiresAt });
  return { cardId, expiresAt };
}
