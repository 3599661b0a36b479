import { fieldError, MAX_TILL_AMOUNT, TILL_CLOCK_SKEW_MS, TILL_SALE_MAX_AGE_DAYS } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { DAY_MS } from '../calendar/bangkok-calendar.js';
import { lockMember, type MemberState } from '../members/member-service.js';
import { satangOf } from './till-actor.js';
import { selectStoreByCode, type TillStore } from './till-repository.js';
import type { TillStoreCache } from './till-store-cache.js';

/** The store a till names by its code (DESIGN §13 `store_code`); NOT_FOUND for an unknown one. */
export async function findTillStore(db: Executor, stores: TillStoreCache, code: string): Promise<TillStore> {
  const store = await stores.read(code, () => selectStoreByCode(db, code));
  if (!store) throw new AppError('NOT_FOUND');
  return store;
}

function refused(field: string, key: 'bahtAmount' | 'occurredInFuture' | 'occurredTooOld'): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key)] });
}

/** A THB amount as satang: above 0, at most MAX_TILL_AMOUNT, whole satang (the contract checks it too). */
export function requireTillAmount(amount: number, field = 'amount'): number {
  const satang = satangOf(amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_TILL_AMOUNT || satang / 100 !== amount) {
    throw refused(field, 'bahtAmount');
  }
  return satang;
}

/** DESIGN §13: `occurred_at` up to 30 days old, never in the future (a minute of clock skew allowed). */
export function requireOccurredAt(occurredAt: Date, now: Date): void {
  if (occurredAt.getTime() > now.getTime() + TILL_CLOCK_SKEW_MS) throw refused('occurred_at', 'occurredInFuture');
  if (occurredAt.getTime() < now.getTime() - TILL_SALE_MAX_AGE_DAYS * DAY_MS) {
    throw refused('occurred_at', 'occurredTooOld');
  }
}

/**
 * A member a till names, locked for the sale's or payment's transaction: NOT_FOUND for an unknown id. The
 * lock is the one a deletion request takes (DESIGN §16), so a sale racing it either earns before the
 * points are forfeited or finds the membership ended, never earning for a canceled member.
 */
export async function requireMember(db: Executor, memberId: number): Promise<MemberState> {
  const member = await lockMember(db, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/** A member a till may earn or pay for: an active one (DESIGN §13 identify: inactive → NOT_ELIGIBLE). */
export function requireActive(member: MemberState): void {
  if (member.status !== 'active') throw new AppError('NOT_ELIGIBLE');
}

export async function requireActiveMember(db: Executor, memberId: number): Promise<void> {
  requireActive(await requireMember(db, memberId));
}

/** The texts a till entry shows in the member's history: the store's name and the receipt or reference. */
export function tillReason(store: TillStore, what: { en: string; th: string }) {
  return { reason: `${store.nameEn}, ${what.en}`, reasonTh: `${store.nameTh}, ${what.th}` };
}
