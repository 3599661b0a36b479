import { describe, expect, it } from 'vitest';
import type { PrivilegeCardRow } from './privilege-card-repository.js';
import { presentCard, type RedeemFacts, redeemableNow, redeemBlockerOf } from './privilege-presenter.js';

const redeemable: RedeemFacts = {
  active: true,
  stockLeft: 1,
  memberRedeemed: 0,
  perMemberLimit: 1,
  tierReached: true,
  pointBalance: 100,
  pointCost: 100,
};

const card: PrivilegeCardRow = {
  id: 7,
  categoryId: 2,
  subcategoryId: null,
  groupId: 3,
  kind: 'physical',
  titleEn: 'Tote bag',
  titleTh: 'กระเป๋าผ้า',
  partnerNameEn: 'Chaba Mart',
  partnerNameTh: 'ชบา มาร์ท',
  imageUrl: '/media/privileges/tote.svg',
  pointCost: 300,
  stockTotal: 20,
  stockUsed: 5,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  minTierNameEn: 'Gold',
  minTierNameTh: 'โกลด์',
  minTierMinSpending: 50_000,
  isFavourite: true,
  sale: null,
  saleIsLive: false,
};

describe('redeemBlockerOf', () => {
  it('answers null when nothing stands in the way, even with exactly enough points and one redemption left', () => {
    expect(redeemBlockerOf(redeemable)).toBeNull();
  });

  it('reports the blockers in DESIGN order, the first one winning', () => {
    const blocked = {
      active: false,
      stockLeft: 0,
      memberRedeemed: 1,
      perMemberLimit: 1,
      tierReached: false,
      pointBalance: 0,
      pointCost: 1,
    };
    expect(redeemBlockerOf(blocked)).toBe('NOT_ACTIVE');
    expect(redeemBlockerOf({ ...blocked, active: true })).toBe('OUT_OF_STOCK');
    expect(redeemBlockerOf({ ...blocked, active: true, stockLeft: 1 })).toBe('REDEEM_LIMIT_REACHED');
    expect(redeemBlockerOf({ ...blocked, active: true, stockLeft: 1, memberRedeemed: 0 })).toBe('NOT_ELIGIBLE');
    expect(redeemBlockerOf({ ...redeemable, pointBalance: 99 })).toBe('INSUFFICIENT_POINTS');
  });
});

describe('presentCard', () => {
  it('picks the request language for title, partner and tier, and the privilege’s own stock without a live sale', () => {
    expect(presentCard(card, 'th')).toMatchObject({
      title: 'กระเป๋าผ้า',
      partner_name: 'ชบา มาร์ท',
      min_tier: 'โกลด์',
      stock_left: 15,
      flash_sale: null,
    });
    expect(presentCard({ ...card, minTierNameEn: null, minTierNameTh: null }, 'en').min_tier).toBeNull();
  });

  it('locks an exclusive card only for a viewer whose tier is below it, and never on a shared card', () => {
    expect(presentCard(card, 'en').is_tier_locked).toBe(false);
    expect(presentCard(card, 'en', 20_000).is_tier_locked).toBe(true);
    expect(presentCard(card, 'en', 50_000).is_tier_locked).toBe(false);
    expect(presentCard({ ...card, minTierMinSpending: null }, 'en', 0).is_tier_locked).toBe(false);
  });

  it('draws on a live sale’s price and stock, but an upcoming sale leaves them alone', () => {
    const sale = {
      id: 9,
      pointCost: 120,
      stockTotal: 10,
      stockUsed: 9,
      startsAt: new Date('2026-06-01T00:00:00Z'),
      endsAt: new Date('2026-06-02T00:00:00Z'),
    };
    expect(redeemableNow({ ...card, sale, saleIsLive: true })).toEqual({
      pointCost: 120,
      stockLeft: 1,
      saleIsLive: true,
    });
    expect(redeemableNow({ ...card, sale, saleIsLive: false })).toEqual({
      pointCost: 300,
      stockLeft: 15,
      saleIsLive: false,
    });
    expect(presentCard({ ...card, sale, saleIsLive: false }, 'en').flash_sale).toEqual({
      flash_sale_id: 9,
      point_cost: 120,
      stock_left: 1,
      starts_at: '2026-06-01T00:00:00.000Z',
      ends_at: '2026-06-02T00:00:00.000Z',
      state: 'upcoming',
    });
  });
});
