import { type DashboardFinance, fieldError, type getDashboard } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { bangkokDateOf, DAY_MS, startOfBangkokDate } from '../calendar/bangkok-calendar.js';
import type { RulesReader } from '../rules/rules-service.js';
import { tierWindowAt } from '../tiers/tier-service.js';
import {
  type CompanyLiabilityRow,
  selectCompanyLiabilities,
  selectPeriodMovements,
  selectTierMix,
} from './finance-repository.js';

/** The finance period when none is asked for: the last 30 Bangkok days, today included. */
const DEFAULT_PERIOD_DAYS = 30;

type DashboardInput = z.output<typeof getDashboard.input>;

/** The chosen Bangkok dates: `to` defaults to today, `from` to 30 days ending at `to`. */
export function financePeriodOf(input: DashboardInput, now: Date): { from: string; to: string } {
  const to = input.to ?? bangkokDateOf(now);
  const from =
    input.from ?? bangkokDateOf(new Date(startOfBangkokDate(to).getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS));
  if (to < from) throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('to', 'dateRangeOrder')] });
  return { from, to };
}

/** THB of `points` at `burnThbPerPoint`, rounded to satang. */
function thbOf(points: number, burnThbPerPoint: number): number {
  return Math.round(points * burnThbPerPoint * 100) / 100;
}

function liabilityOf(row: Omit<CompanyLiabilityRow, 'companyId' | 'nameTh' | 'nameEn'>, burnThbPerPoint: number) {
  return {
    points_outstanding: row.outstanding,
    liability_thb: thbOf(row.outstanding, burnThbPerPoint),
    expiring: { days_30: row.expiring30, days_60: row.expiring60, days_90: row.expiring90 },
  };
}

/**
 * DESIGN §11 "For a team" finance figures: what members hold now (liability at `burn_thb_per_point`,
 * expiring within 30/60/90 days, per company) and what the period saw (earned, expired, breakage, active
 * members), with the tier mix of active members. One statement per group of figures.
 */
export async function getFinanceFigures(
  db: Executor,
  rules: RulesReader,
  input: DashboardInput,
  now: Date,
): Promise<DashboardFinance> {
  const period = financePeriodOf(input, now);
  const horizons = {
    days30: new Date(now.getTime() + 30 * DAY_MS),
    days60: new Date(now.getTime() + 60 * DAY_MS),
    days90: new Date(now.getTime() + 90 * DAY_MS),
  };
  const [{ burnThbPerPoint }, companies, movements, tierMix] = await Promise.all([
    rules.read(db),
    selectCompanyLiabilities(db, now, horizons),
    selectPeriodMovements(db, { from: startOfBangkokDate(period.from), to: startOfBangkokDate(period.to, 1) }),
    selectTierMix(db, tierWindowAt(now).rollingFrom, now),
  ]);
  const sum = (pick: (row: CompanyLiabilityRow) => number) => companies.reduce((total, row) => total + pick(row), 0);
  const total = {
    outstanding: sum((row) => row.outstanding),
    expiring30: sum((row) => row.expiring30),
    expiring60: sum((row) => row.expiring60),
    expiring90: sum((row) => row.expiring90),
  };
  // Named companies first, largest liability first; the points no company earned last.
  const ordered = [...companies].sort(
    (a, b) => Number(a.companyId === null) - Number(b.companyId === null) || b.outstanding - a.outstanding,
  );
  return {
    from: period.from,
    to: period.to,
    burn_thb_per_point: burnThbPerPoint,
    ...liabilityOf(total, burnThbPerPoint),
    points_earned: movements.earned,
    points_expired: movements.expired,
    breakage: movements.earned === 0 ? null : Math.round((movements.expired / movements.earned) * 10_000) / 10_000,
    active_members: movements.activeMembers,
    tier_mix: tierMix.map((tier) => ({
      tier_code: tier.code,
      name: tier.nameTh,
      name_en: tier.nameEn,
      members: tier.members,
    })),
    companies: ordered.map((row) => ({
      company_id: row.companyId,
      name: row.nameTh,
      name_en: row.nameEn,
      ...liabilityOf(row, burnThbPerPoint),
    })),
  };
}
