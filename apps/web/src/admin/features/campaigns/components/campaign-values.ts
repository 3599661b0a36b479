import type { Campaign, CampaignKind, EarnChannel } from '@loyalty/contracts';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';

/** The campaign form's values: numbers and store codes as typed, the rest as the contract holds them. */
export interface CampaignValues {
  name: string;
  name_en: string;
  kind: CampaignKind;
  multiplier: string;
  bonus_points: string;
  conditions: {
    channels: EarnChannel[];
    partner_ids: number[];
    store_codes: string;
    tiers: string[];
    min_amount: string;
    max_amount: string;
    days_of_week: number[];
    birthday_month: boolean;
    first_purchase: boolean;
  };
  starts_at: string;
  ends_at: string;
  per_member_cap: string;
  budget_points: string;
}

const DAY_MS = 86_400_000;
const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A campaign's values, or a new one's: both channels, from now for 30 days. */
export function campaignValuesOf(campaign: Campaign | null): CampaignValues {
  const conditions = campaign?.conditions;
  return {
    name: campaign?.name ?? '',
    name_en: campaign?.name_en ?? '',
    kind: campaign?.kind ?? 'multiplier',
    multiplier: textOf(campaign?.multiplier),
    bonus_points: textOf(campaign?.bonus_points),
    conditions: {
      channels: conditions?.channels ?? ['till', 'receipt'],
      partner_ids: conditions?.partner_ids ?? [],
      store_codes: conditions?.store_codes.join(', ') ?? '',
      tiers: conditions?.tiers ?? [],
      min_amount: textOf(conditions?.min_amount),
      max_amount: textOf(conditions?.max_amount),
      days_of_week: conditions?.days_of_week ?? [],
      birthday_month: conditions?.birthday_month ?? false,
      first_purchase: conditions?.first_purchase ?? false,
    },
    starts_at: bangkokOfInstant(campaign?.starts_at ?? new Date().toISOString()),
    ends_at: bangkokOfInstant(campaign?.ends_at ?? new Date(Date.now() + 30 * DAY_MS).toISOString()),
    per_member_cap: textOf(campaign?.per_member_cap),
    budget_points: textOf(campaign?.budget_points),
  };
}

/** A typed number as the contract reads it: empty is missing (the contract says what it needs), else its number. */
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim()));
/** An optional number: empty is none (null). */
const numberOrNull = (typed: string) => numberOf(typed) ?? null;

/**
 * The call's input as the form holds it, for the contract to check: the kind's own award (the other is
 * null), an empty bound or limit as none, and the window's Bangkok wall-clock times as instants.
 */
export function campaignInputOf(values: CampaignValues) {
  const { conditions } = values;
  return {
    name: values.name,
    name_en: values.name_en,
    kind: values.kind,
    multiplier: values.kind === 'multiplier' ? numberOf(values.multiplier) : null,
    bonus_points: values.kind === 'bonus' ? numberOf(values.bonus_points) : null,
    conditions: {
      ...conditions,
      store_codes: conditions.store_codes.split(/[\s,]+/).filter((code) => code !== ''),
      min_amount: numberOrNull(conditions.min_amount),
      max_amount: numberOrNull(conditions.max_amount),
    },
    starts_at: instantOfBangkok(values.starts_at),
    ends_at: instantOfBangkok(values.ends_at),
    per_member_cap: numberOrNull(values.per_member_cap),
    budget_points: numberOrNull(values.budget_points),
  };
}

/** A contract field's form field: an item of a condition's list belongs to the list's one field. */
export function campaignFieldOf(contractField: string): string {
  return contractField.replace(/^(conditions\.\w+)\.\d+$/, '$1');
}
