import type { PointAward } from '@loyalty/contracts';
import { formatPoints } from './format';

/** An award's name in `language`: `name` is Thai, `name_en` English (DESIGN §14). */
export function awardNameOf(award: PointAward, language: string): string {
  return language === 'th' ? award.name : award.name_en;
}

/**
 * What an earn's points were made of, on one line (DESIGN §14 "Explained points"): the base earn as it
 * is and every award on top of it with a plus, "Base points 40 · Double points weekend +40".
 */
export function awardsLine(awards: readonly PointAward[], language: string): string {
  return awards
    .map((award) => {
      const points = formatPoints(award.points, language);
      return `${awardNameOf(award, language)} ${award.rule_id === 'base' ? points : `+${points}`}`;
    })
    .join(' · ');
}
