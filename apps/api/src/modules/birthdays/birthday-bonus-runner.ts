import type { Orm } from '../../db/client.js';
import type { RulesReader } from '../rules/rules-service.js';
import { giveBirthdayBonuses } from './birthday-bonus-service.js';

/**
 * Hourly: a member who joins or gives their birth date during their birth month waits at most an hour,
 * and a run that finds everyone given costs one indexed read.
 */
export const BIRTHDAY_BONUS_EVERY_MS = 60 * 60 * 1000;

export interface BirthdayBonusRunner {
  stop(): Promise<void>;
}

/**
 * Gives the birthday bonuses now and then every `everyMs`, as the points expiry sweeper runs. Several
 * processes may run it at once: each member's bonus of a year is claimed once (`giveBirthdayBonuses`).
 * `stop` waits for a run in progress.
 */
export function startBirthdayBonuses(
  orm: Orm,
  rules: RulesReader,
  options: { everyMs?: number; onGiven?: (given: number) => void; onError: (error: unknown) => void },
): BirthdayBonusRunner {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = giveBirthdayBonuses(orm, rules)
      .then((given) => options.onGiven?.(given))
      .catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.everyMs ?? BIRTHDAY_BONUS_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
