import type { PointAward } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { awardsLine } from './point-awards';

const base: PointAward = { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 1200 };
const weekend: PointAward = {
  rule_id: '12',
  name: 'คะแนนสองเท่าสุดสัปดาห์',
  name_en: 'Double points weekend',
  points: 1200,
};
const birthday: PointAward = { rule_id: 'birthday', name: 'โบนัสวันเกิด', name_en: 'Birthday bonus', points: 200 };

describe('an earn explained on one line (DESIGN §14)', () => {
  it('writes the base as it is and each award on top of it with a plus, names in the language asked for', () => {
    expect(awardsLine([base, weekend], 'en')).toBe('Base points 1,200 · Double points weekend +1,200');
    expect(awardsLine([base, weekend], 'th')).toBe('คะแนนพื้นฐาน 1,200 · คะแนนสองเท่าสุดสัปดาห์ +1,200');
  });

  it('writes a birthday bonus, which has no base, as a bonus', () => {
    expect(awardsLine([birthday], 'en')).toBe('Birthday bonus +200');
    expect(awardsLine([birthday], 'th')).toBe('โบนัสวันเกิด +200');
  });
});
