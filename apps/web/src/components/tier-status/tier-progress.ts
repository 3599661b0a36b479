// No React here: the home page's HTML draws the points card's tier status before the app
// (build/home-frame.ts), from the same reading of the member's figures and with the same classes.
import type { CustomerInfo } from '@loyalty/contracts';

export type TierTone = 'on-brand' | 'plain';

/** The status's words and its bars, on the brand's card or on a white page. */
const TIER_TONES: Record<TierTone, { text: string; track: string; bar: string }> = {
  'on-brand': { text: 'text-white/90', track: 'bg-white/25', bar: 'bg-gold-300' },
  plain: { text: 'text-ink-700', track: 'bg-ink-100', bar: 'bg-brand-600' },
};

export const tierStatusClasses = (tone: TierTone) =>
  `flex flex-col gap-3 text-sm leading-relaxed ${TIER_TONES[tone].text}`;
export const TIER_LINE = 'flex flex-col gap-1.5';
export const progressTrackClasses = (tone: TierTone) => `h-2.5 overflow-hidden rounded-full ${TIER_TONES[tone].track}`;
export const progressBarClasses = (tone: TierTone) => `h-full rounded-full ${TIER_TONES[tone].bar}`;

/** Spending towards an amount, in baht: how much is done, of how much, and the whole percent of it (at most 100). */
export interface SpendProgress {
  spent: number;
  needed: number;
  percent: number;
}

const progressOf = (spent: number, toGo: number): SpendProgress => {
  const needed = spent + toGo;
  return { spent, needed, percent: needed > 0 ? Math.min(100, Math.floor((spent / needed) * 100)) : 100 };
};

/**
 * What the member's tier status says (DESIGN §14): what is left to spend, by when, to keep the tier held,
 * or that it is kept until its end (nothing to keep at the lowest tier); the server's note on the next tier
 * and how far it is (no next bar at the top one).
 */
export interface TierStatusReading {
  keep: { tier: string; toGo: number; by: string; progress: SpendProgress } | null;
  nextNote: string | null;
  next: SpendProgress | null;
}

export function readTierStatus(customer: CustomerInfo): TierStatusReading {
  const toKeep = customer.spend_to_keep_tier;
  const keptBy = customer.tier_expires_at;
  const toNext = customer.spend_to_next_tier;
  return {
    keep:
      toKeep !== null && keptBy
        ? {
            tier: customer.member_tier_desc,
            toGo: toKeep,
            by: keptBy,
            progress: progressOf(customer.spent_to_keep_tier ?? 0, toKeep),
          }
        : null,
    nextNote: customer.member_tier_criteria || null,
    next: toNext !== null ? progressOf(customer.spending, toNext) : null,
  };
}
