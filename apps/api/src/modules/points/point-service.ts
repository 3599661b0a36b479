import type { Executor } from '../../db/client.js';
import { sumUnexpiredPoints } from './point-repository.js';

export function getPointBalance(db: Executor, memberId: number, now = new Date()): Promise<number> {
  return sumUnexpiredPoints(db, memberId, now);
}
