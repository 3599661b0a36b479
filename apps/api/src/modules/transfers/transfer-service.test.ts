import { describe, expect, it } from 'vitest';
import { addPointLot, createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { getTransferInfo, referenceNoOf, sendPoints } from './transfer-service.js';

const context = useTestDatabase();

describe('the daily transfer cap', () => {
  it('counts a fresh cap from Bangkok midnight, not UTC midnight', async () => {
    const { orm } = context.database;
    const sender = await createMember(orm);
    const recipient = await createMember(orm);
    await addPointLot(orm, { memberId: sender.id, amount: 30_000, expiresAt: new Date('2040-01-01T00:00:00Z') });
    const lateEvening = new Date('2030-03-10T16:30:00Z');
    const afterMidnight = new Date('2030-03-10T17:30:00Z');
    const send = (points: number, at: Date) =>
      sendPoints(
        orm,
        UNCACHED_RULES,
        { memberId: sender.id, idempotencyKey: undefined, input: { Member_Id: recipient.mbkMemberId, Points: points } },
        at,
      );
    await send(10_000, lateEvening);
    await expect(send(1, lateEvening)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    const nextDay = await send(10_000, afterMidnight);
    expect(nextDay.transferred_today).toBe(10_000);
    expect(nextDay.reference_no).toBe(referenceNoOf(nextDay.transfer_id, afterMidnight));
    expect(nextDay.reference_no).toMatch(/^TR300311-\d{6,}$/);
    expect(await getTransferInfo(orm, UNCACHED_RULES, sender.id, afterMidnight)).toMatchObject({
      point_balance: 10_000,
      transferred_today: 10_000,
      transferable: 0,
    });
  });
});

describe('the transfer reference number', () => {
  it('names the Bangkok day and the transfer_out entry id, so support can find the entry', () => {
    expect(referenceNoOf(4821, new Date('2026-11-27T17:30:00Z'))).toBe('TR261128-004821');
    expect(referenceNoOf(12_345_678, new Date('2026-11-27T16:30:00Z'))).toBe('TR261127-12345678');
  });
});
