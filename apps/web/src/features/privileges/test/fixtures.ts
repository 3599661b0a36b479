import type { PrivilegeCard, PrivilegeDetail } from '@loyalty/contracts';

/** A privilege card as the server lists it (test data). */
export function card(id: number, fields: Partial<PrivilegeCard> = {}): PrivilegeCard {
  return {
    privilege_id: id,
    category_id: 1,
    subcategory_id: null,
    group_id: null,
    kind: 'ecoupon',
    title: `Privilege ${id}`,
    partner_name: 'Chaba Café',
    image_url: `/media/privileges/${id}.svg`,
    point_cost: 100,
    stock_left: 50,
    is_favorite: false,
    min_tier: null,
    is_tier_locked: false,
    ends_at: '2026-12-31T16:59:59.000Z',
    flash_sale: null,
    ...fields,
  };
}

export function detail(id: number, fields: Partial<PrivilegeDetail> = {}): PrivilegeDetail {
  return {
    ...card(id),
    description: 'A free iced Thai tea at any Chaba Café.',
    conditions: 'One cup per coupon.',
    starts_at: '2026-11-01T00:00:00.000Z',
    per_member_limit: 2,
    member_redeemed: 0,
    member_remaining: 2,
    blocked_by: null,
    ...fields,
  };
}

export const pageOf = (items: PrivilegeCard[], page: number, endPage: boolean, limit = 30) => ({
  items,
  page,
  limit,
  total: items.length,
  end_page: endPage,
});
