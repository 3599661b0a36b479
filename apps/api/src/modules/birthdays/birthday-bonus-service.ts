import type { TillAward } from '@loyalty/contracts';
import type { Orm } from '../../db/client.js';
import { bangkokMonthOf, bangkokYearOf } from '../calendar/bangkok-calendar.js';
import { recordNotification } from '../notifications/notification-service.js';
import { birthdayBonus } from '../notifications/notification-texts.js';
import { earnPoints } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { claimBirthdayBonus, lockMembersOwedBirthdayBonus } from './birthday-bonus-repository.js';

const BATCH = 200;

/** The one award a birthday bonus is made of (DESIGN §14 explained points: `rule_id` `birthday`). */
function birthdayAward(points: number): TillAward {
  return { rule_id: 'birthday', name: 'โบนัสวันเกิด', name_en: 'Birthday bonus', points };
}

/**
 * Gives `birthday_bonus_points` (DESIGN §14) to every active member in their birth month (Asia/Bangkok)
 * who was not given it this Bangkok year, and answers how many it gave. Members are taken in batches of
 * one transaction each; in each, a member's bonus is claimed (`birthday_bonuses`) and earned together,
 * the earn made only when the claim took, so a run repeated after a crash or running in several
 * processes at once gives each member one bonus a year. Members who join, or give their birth date,
 * during their birth month are found by the next run. A rule of 0 gives nothing.
 */
export async function giveBirthdayBonuses(orm: Orm, rules: RulesReader, now = new Date()): Promise<number> {
  const points = (await rules.read(orm)).birthdayBonusPoints;
  if (points === 0) return 0;
  const year = bangkokYearOf(now);
  const month = bangkokMonthOf(now);
  let given = 0;
  for (;;) {
    const batch = await orm.transaction(async (tx) => {
      const memberIds = await lockMembersOwedBirthdayBonus(tx, { month, year, limit: BATCH });
      let claimed = 0;
      for (const memberId of memberIds) {
        if (!(await claimBirthdayBonus(tx, { memberId, year, points }, now))) continue;
        await earnPoints(
          tx,
          {
            memberId,
            amount: points,
            source: 'birthday',
            reason: `birthday bonus ${year}`,
            reference: `birthday:${year}`,
            awards: [birthdayAward(points)],
            rules,
          },
          now,
        );
        await recordNotification(tx, {
          memberId,
          kind: 'birthday_bonus',
          eventKey: `birthday_bonus:${memberId}:${year}`,
          ...birthdayBonus({ points }),
          linkPath: '/point-transaction',
        });
        claimed += 1;
      }
      return { found: memberIds.length, claimed };
    });
    given += batch.claimed;
    if (batch.found < BATCH) return given;
  }
}
