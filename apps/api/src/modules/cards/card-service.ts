import type {
  CounterCode,
  getActiveVirtualCardList,
  updateCreateAlert,
  updateFavVirtualCard,
  VirtualCard,
} from '@loyalty/contracts';
import { COUNTER_CODE_STEP_SECONDS } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { alertFlags, presentCard } from './card-presenter.js';
import { type Clock, issueCounterCode } from './counter-code.js';
import {
  type CardAlert,
  type CardListState,
  findCodeCard,
  findMemberCard,
  flipFavourite,
  markAlertSeen,
  reassignCards,
  selectCardPage,
  selectCardsExpiringBetween,
  softDeleteCard,
} from './member-card-repository.js';

export { selectCardsOf as listCardsOf } from './member-card-repository.js';

type PageQuery = z.output<typeof getActiveVirtualCardList.input>;
type CardPage = z.output<typeof getActiveVirtualCardList.output>;
type FavouriteAnswer = z.output<typeof updateFavVirtualCard.output>;
type AlertAnswer = z.output<typeof updateCreateAlert.output>;

/** Whose cards, at which instant: every card read is the member's view of it at `clock()`. */
export interface CardViewer {
  memberId: number;
  clock: Clock;
}

/** VirtualCard/GetActiveVirtualCardList and GetExpiredVirtualCardList: numbers masked (DESIGN §12). */
export async function listCards(
  db: Executor,
  viewer: CardViewer,
  state: CardListState,
  query: PageQuery,
): Promise<CardPage> {
  const now = new Date(viewer.clock());
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await selectCardPage(db, {
    memberId: viewer.memberId,
    state,
    now,
    offset,
    limit: query.limit,
  });
  return {
    items: rows.map((row) => presentCard(row, now, { isNumberMasked: true })),
    page: query.page,
    limit: query.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

/**
 * VirtualCard/GetVirtualCardDetail: the number whole, as only its owner reads it (decision 014).
 * Another member's card answers exactly like a missing one: ids reveal nothing.
 */
export async function getCardDetail(db: Executor, viewer: CardViewer, cardId: number): Promise<VirtualCard> {
  const row = await findMemberCard(db, viewer.memberId, cardId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentCard(row, new Date(viewer.clock()), { isNumberMasked: false });
}

/** VirtualCard/UpdateFavVirtualCard: flips the favourite and answers the new state. */
export async function toggleCardFavourite(db: Executor, memberId: number, cardId: number): Promise<FavouriteAnswer> {
  const isFavourite = await flipFavourite(db, memberId, cardId);
  if (isFavourite === undefined) throw new AppError('NOT_FOUND');
  return { card_id: cardId, is_favorite: isFavourite };
}

/** VirtualCard/DeleteVirtualCard: gone from the member's lists; a second delete is NOT_FOUND. */
export async function deleteCard(db: Executor, viewer: CardViewer, cardId: number): Promise<null> {
  if (!(await softDeleteCard(db, viewer.memberId, cardId, new Date(viewer.clock())))) throw new AppError('NOT_FOUND');
  return null;
}

/** VirtualCard/UpdateCreateAlert and UpdateExpireAlert: the alert is seen, so it is not raised again. */
export async function acknowledgeAlert(
  db: Executor,
  viewer: CardViewer,
  cardId: number,
  alert: CardAlert,
): Promise<AlertAnswer> {
  const now = new Date(viewer.clock());
  const row = await markAlertSeen(db, viewer.memberId, cardId, alert, now);
  if (!row) throw new AppError('NOT_FOUND');
  return { card_id: cardId, ...alertFlags(row, now) };
}

/** VirtualCard/GetCounterCode: the code of this step for the member's own active card (decision 014). */
export async function getCounterCode(db: Executor, viewer: CardViewer, cardId: number): Promise<CounterCode> {
  const card = await findCodeCard(db, cardId);
  if (!card || card.memberId !== viewer.memberId || card.deletedAt !== null) throw new AppError('NOT_FOUND');
  if (card.expiresAt.getTime() <= viewer.clock()) throw new AppError('NOT_ACTIVE');
  const issued = issueCounterCode(card, viewer.clock);
  return {
    card_id: cardId,
    code: issued.code,
    step_seconds: COUNTER_CODE_STEP_SECONDS,
    step_ends_at: issued.stepEndsAt.toISOString(),
    expires_in_ms: issued.expiresInMs,
  };
}

/** An account merge (DESIGN §11): the survivor holds the merged member's cards, deleted ones included. */
/** Active members' cards expiring in [from, to), with their names (the card-expiring reminders). */
export function cardsExpiringBetween(db: Executor, window: { from: Date; to: Date }) {
  return selectCardsExpiringBetween(db, window);
}

export function moveCardsToMember(tx: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  return reassignCards(tx, fromMemberId, toMemberId);
}
