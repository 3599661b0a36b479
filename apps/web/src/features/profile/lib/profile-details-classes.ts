// No React here: the profile page's HTML draws the member's details before the app
// (build/profile-frame.ts) with these rows and classes too, so the two cannot drift apart.
import type { CustomerInfo } from '@loyalty/contracts';
import { cardClasses } from '../../../components/ui/card-classes';
import { formatBaht, formatPhone, formatPoints } from '../../../lib/format';

/** From tablet on, the member's details stand beside the menu, so no label sits 700 px from its value. */
export const PROFILE_COLUMNS = 'grid gap-5 tablet:grid-cols-2 tablet:items-start';
export const PROFILE_COLUMN = 'flex flex-col gap-5';

export const DETAILS = {
  box: 'flex flex-col gap-4',
  header: 'flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-lg',
  avatarSize: 64,
  names: 'min-w-0',
  name: 'line-clamp-2 text-xl font-bold',
  tierLine: 'text-white/85',
  tier: 'rounded-full bg-gold-300 px-2.5 py-0.5 text-sm font-bold text-ink-900',
  tierCard: cardClasses({ padding: 'sm' }, 'flex flex-col gap-2'),
  tierTitle: 'font-semibold text-ink-900',
  list: cardClasses({ padding: 'none' }, 'divide-y divide-ink-100 px-5'),
  row: 'flex flex-wrap justify-between gap-x-4 gap-y-1 py-3.5',
  term: 'text-ink-600',
  value: (isProvided: boolean) => `text-right font-semibold ${isProvided ? 'text-ink-900' : 'text-ink-500'}`,
} as const;

/** A row's label: its key under member.json's `profile`. */
export type DetailLabel = 'memberId' | 'tier' | 'spending' | 'points' | 'email' | 'mobile' | 'loginType';

/** The details the profile lists, in order, as the member reads them (null where the member gave none). */
export function profileRowsOf(
  customer: CustomerInfo,
  language: string,
): { key: string; label: DetailLabel; value: string | null }[] {
  return [
    { key: 'member-id', label: 'memberId', value: customer.mbk_member_id },
    { key: 'tier', label: 'tier', value: customer.member_tier_desc },
    { key: 'spending', label: 'spending', value: formatBaht(customer.spending, language) },
    { key: 'points', label: 'points', value: formatPoints(customer.point_balance, language) },
    { key: 'email', label: 'email', value: customer.email },
    { key: 'mobile', label: 'mobile', value: customer.mobile_no && formatPhone(customer.mobile_no) },
    {
      key: 'login-type',
      label: 'loginType',
      value: language === 'th' ? customer.login_type_desc_th : customer.login_type_desc_en,
    },
  ];
}

/** The full name the card shows: the first and last names, as the member gave them. */
export const fullNameOf = (customer: CustomerInfo) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ');
