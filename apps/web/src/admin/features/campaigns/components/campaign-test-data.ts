import type { Campaign } from '@loyalty/contracts';
import { PROGRAMME_RULES } from '../../../test/programme-rules';
import { ok, page } from '../../../test/render-admin';

/** A draft doubling points, made by the admin `operatorOf('admin')` signs in (id 1) (test data). */
export function campaignOf(extra: Partial<Campaign> = {}): Campaign {
  return {
    id: 9,
    name: 'คะแนนสองเท่าวันศุกร์',
    name_en: 'Double points Fridays',
    kind: 'multiplier',
    multiplier: 2,
    bonus_points: null,
    conditions: {
      channels: ['till', 'receipt'],
      partner_ids: [],
      store_codes: [],
      tiers: [],
      min_amount: null,
      max_amount: null,
      days_of_week: [5],
      birthday_month: false,
      first_purchase: false,
    },
    starts_at: '2026-12-01T03:00:00.000Z',
    ends_at: '2026-12-31T16:59:00.000Z',
    per_member_cap: null,
    budget_points: 50_000,
    budget_used: 0,
    status: 'draft',
    created_by: 1,
    created_by_name: 'Ada Admin',
    requested_by: null,
    requested_by_name: null,
    approved_by: null,
    approved_by_name: null,
    activated_at: null,
    ended_at: null,
    created_at: '2026-11-20T03:00:00.000Z',
    ...extra,
  };
}

/** The reads every campaign screen makes besides the campaign: the rules (approval threshold) and the partners. */
export const campaignReads = {
  'GET /rules': () => ok(PROGRAMME_RULES),
  'GET /partners': () =>
    page([
      { id: 3, name_en: 'Chaba Coffee', name_th: 'ชบาคอฟฟี่', logo_url: '/media/p3.webp', stores: [] },
      { id: 4, name_en: 'Chaba Mart', name_th: 'ชบามาร์ท', logo_url: '/media/p4.webp', stores: [] },
    ]),
};
