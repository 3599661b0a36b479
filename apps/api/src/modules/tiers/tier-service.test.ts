import { describe, expect, it } from 'vitest';
import { endOfBangkokYear } from '../calendar/bangkok-calendar.js';
import { describeTierCriteria } from '../customers/customer-presenter.js';
import type { TierRow } from './tier-repository.js';
import { tierFor } from './tier-service.js';

const TIERS: TierRow[] = [
  { id: 1, code: 'member', nameEn: 'Member', nameTh: 'สมาชิก', minSpending: 0 },
  { id: 2, code: 'silver', nameEn: 'Silver', nameTh: 'ซิลเวอร์', minSpending: 20_000 },
  { id: 3, code: 'gold', nameEn: 'Gold', nameTh: 'โกลด์', minSpending: 50_000 },
  { id: 4, code: 'platinum', nameEn: 'Platinum', nameTh: 'แพลทินัม', minSpending: 150_000 },
];

describe('tiers', () => {
  it('picks the highest tier whose threshold the spending reaches', () => {
    expect(tierFor(TIERS, 0).current.code).toBe('member');
    expect(tierFor(TIERS, 19_999.99).current.code).toBe('member');
    expect(tierFor(TIERS, 20_000).current.code).toBe('silver');
    expect(tierFor(TIERS, 60_000)).toMatchObject({ current: { code: 'gold' }, next: { code: 'platinum' } });
    expect(tierFor(TIERS, 500_000).next).toBeUndefined();
  });

  it('words the criteria in English and Thai (Buddhist-era year)', () => {
    const standing = {
      current: TIERS[2] as TierRow,
      spending: 120_000,
      next: { tier: TIERS[3] as TierRow, amount: 30_000, deadline: endOfBangkokYear(2026) },
    };
    expect(describeTierCriteria(standing, 'en')).toBe('Spend ฿30,000 more by 31 Dec 2026 to reach Platinum');
    expect(describeTierCriteria(standing, 'th')).toBe('ใช้จ่ายเพิ่มอีก ฿30,000 ภายใน 31 ธ.ค. 2569 เพื่อเลื่อนเป็นระดับแพลทินัม');
  });

  it('words each deadline as its own date when the tier window moves on', () => {
    const standingBy = (deadline: Date) => ({
      current: TIERS[2] as TierRow,
      spending: 120_000,
      next: { tier: TIERS[3] as TierRow, amount: 30_000, deadline },
    });
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2026)), 'en')).toContain('by 31 Dec 2026');
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2027)), 'en')).toContain('by 31 Dec 2027');
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2027)), 'th')).toContain('ภายใน 31 ธ.ค. 2570');
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2026)), 'th')).toContain('ภายใน 31 ธ.ค. 2569');
  });

  it('congratulates a top-tier member instead of naming a next tier', () => {
    const standing = { current: TIERS[3] as TierRow, spending: 200_000 };
    expect(describeTierCriteria(standing, 'en')).toContain('highest tier, Platinum');
  });
});
