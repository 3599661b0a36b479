import { fieldError, REMINDER_CATCH_UP_DAYS, type ReminderRun } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit-service.js';
import { bangkokDateOf, DAY_MS, fromBangkokWallClock, startOfBangkokDate } from '../calendar/bangkok-calendar.js';
import { cardsExpiringBetween } from '../cards/card-service.js';
import { recordNotifications } from '../notifications/notification-service.js';
import { cardExpiring, pointsExpiring, tierAtRisk } from '../notifications/notification-texts.js';
import { expiringPointsByMember } from '../points/point-service.js';
import { holdsAtRisk, judgeEndedHolds, type TierReader } from '../tiers/tier-service.js';

/** Expiring points are told of 30 and 7 days before the day they expire (DESIGN §15). */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;
/** Member cards are told of 30 days before they expire. */
export const CARD_REMINDER_DAYS = 30;
/** A hold is at risk from 60 days before it ends while there is still spending to do to keep it. */
export const TIER_AT_RISK_DAYS = 60;
/** The hour (Asia/Bangkok) the daily reminders run at, and the instant an operator's run stands for. */
export const REMINDER_HOUR = 9;
/** Reminders are written this many to a statement: a hundred thousand members are a hundred statements. */
const INSERT_BATCH = 1000;

export interface ReminderCounts {
  /** Members told (or, in a dry run, to be told) that points expire, over both reminder days. */
  points_expiring: number;
  tier_at_risk: number;
  tier_down: number;
  card_expiring: number;
}

/** Records events of one kind a thousand to a statement; answers how many were new. */
async function recordInBatches(
  orm: Orm,
  kind: 'points_expiring' | 'tier_at_risk' | 'card_expiring',
  events: Parameters<typeof recordNotifications>[2],
): Promise<number> {
  let recorded = 0;
  for (let start = 0; start < events.length; start += INSERT_BATCH) {
    recorded += await recordNotifications(orm, kind, events.slice(start, start + INSERT_BATCH));
  }
  return recorded;
}

/**
 * The reminders of a Bangkok day (`YYYY-MM-DD`): one summary per member of the points expiring 30 and 7
 * days later, the member cards expiring 30 days later, the holds at risk, and the step downs of holds that
 * ended (DESIGN §15). Each reminder's event
 * key names its member, day and kind, so a run repeated (a retry, two processes, an operator's run after
 * the daily one) records nothing twice; its counts are then what this run added. A dry run records
 * nothing and counts what a run would consider.
 */
export async function runReminders(
  orm: Orm,
  tierTable: TierReader,
  options: { day: string; dryRun: boolean },
): Promise<ReminderCounts> {
  const [year, month, date] = options.day.split('-').map(Number) as [number, number, number];
  const at = fromBangkokWallClock(year, month, date, REMINDER_HOUR, 0);
  const counts: ReminderCounts = { points_expiring: 0, tier_at_risk: 0, tier_down: 0, card_expiring: 0 };

  for (const days of EXPIRY_REMINDER_DAYS) {
    const from = startOfBangkokDate(options.day, days);
    const expiring = await expiringPointsByMember(orm, { from, to: startOfBangkokDate(options.day, days + 1) });
    if (options.dryRun) {
      counts.points_expiring += expiring.length;
      continue;
    }
    const events = expiring.map(({ memberId, points, expiresAt }) => ({
      memberId,
      eventKey: `points_expiring:${memberId}:${bangkokDateOf(from)}:${days}`,
      ...pointsExpiring({ points, expiresAt }),
      linkPath: '/privilege',
    }));
    counts.points_expiring += await recordInBatches(orm, 'points_expiring', events);
  }

  const atRisk = await holdsAtRisk(orm, tierTable, at, TIER_AT_RISK_DAYS);
  if (options.dryRun) counts.tier_at_risk = atRisk.length;
  else {
    const events = atRisk.map(({ memberId, tier, amount, deadline }) => ({
      memberId,
      eventKey: `tier_at_risk:${memberId}:${deadline.toISOString()}`,
      ...tierAtRisk({ tier: { th: tier.nameTh, en: tier.nameEn }, amount, deadline }),
      linkPath: '/home',
    }));
    counts.tier_at_risk = await recordInBatches(orm, 'tier_at_risk', events);
  }

  const cards = await cardsExpiringBetween(orm, {
    from: startOfBangkokDate(options.day, CARD_REMINDER_DAYS),
    to: startOfBangkokDate(options.day, CARD_REMINDER_DAYS + 1),
  });
  if (options.dryRun) counts.card_expiring = cards.length;
  else {
    const events = cards.map(({ cardId, memberId, nameTh, nameEn, expiresAt }) => ({
      memberId,
      eventKey: `card_expiring:${cardId}:${CARD_REMINDER_DAYS}`,
      ...cardExpiring({ card: { th: nameTh, en: nameEn }, expiresAt }),
      linkPath: `/member-card-detail/${cardId}`,
    }));
    counts.card_expiring = await recordInBatches(orm, 'card_expiring', events);
  }

  counts.tier_down = await judgeEndedHolds(orm, tierTable, at, { dryRun: options.dryRun });
  return counts;
}

/**
 * An operator's run of a day's reminders (DESIGN §15 `run-reminders`): today or up to a week back in
 * Bangkok, never ahead; a real run is audited with what it recorded.
 */
export async function runRemindersAsOperator(
  orm: Orm,
  tierTable: TierReader,
  actor: AuditActor,
  input: { as_of: string; dry_run: boolean },
  now = new Date(),
): Promise<ReminderRun> {
  const today = bangkokDateOf(now);
  const earliest = bangkokDateOf(new Date(startOfBangkokDate(today).getTime() - REMINDER_CATCH_UP_DAYS * DAY_MS));
  if (input.as_of > today || input.as_of < earliest) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [fieldError('as_of', 'reminderDay', { max: REMINDER_CATCH_UP_DAYS })],
    });
  }
  const counts = await runReminders(orm, tierTable, { day: input.as_of, dryRun: input.dry_run });
  if (!input.dry_run) {
    await recordAudit(
      orm,
      { actor, action: 'reminder.run', entity: 'reminder_run', entityId: input.as_of, after: counts },
      now,
    );
  }
  return { as_of: input.as_of, dry_run: input.dry_run, ...counts };
}
