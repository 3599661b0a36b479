import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../test/fixtures/cards.js';
import { useTestDatabase } from '../../../test/helper.js';
import { AppError } from '../../app-error.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { getCounterCode } from './card-service.js';
import { COUNTER_STEP_MS } from './counter-code.js';
import { presentCounterVerification, verifyCounterCodeAtCounter } from './counter-verify-service.js';

const context = useTestDatabase();
const terminal = { operatorId: null, requestId: null };

async function holderWithCard(expiresAt = daysFromNow(100)) {
  const db = context.database.orm;
  const company = await createCompany(db, { nameEn: 'Chaba Cinema' });
  const template = await createTemplate(db, company.id, { nameEn: 'Movie Club', levelEn: 'Platinum' });
  const member = await createMember(db, { firstName: 'Somchai', lastName: 'Jaidee' });
  const cardId = await giveCard(db, member.id, { templateId: template.id, expiresAt });
  return { member, cardId };
}

/** A clock the test moves by hand, starting at the real time (the card's window is real). */
function handClock() {
  let now = Date.now();
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error.code;
}

describe('verifying a counter code at the counter', () => {
  it('answers the member, tier and card of a good code, then refuses it as used', async () => {
    const { member, cardId } = await holderWithCard();
    const clock = handClock();
    const { code } = await getCounterCode(context.database.orm, { memberId: member.id, clock }, cardId);
    const verified = await verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, code, clock);
    expect(verified.card).toMatchObject({ cardId, name: 'Movie Club', level: 'Platinum', company: 'Chaba Cinema' });
    expect(verified.member).toMatchObject({ memberId: member.id, name: 'Somchai Jaidee', tier: expect.any(String) });
    expect(verified.member.memberNumber).toMatch(/^CR\d{8}$/);
    expect(presentCounterVerification(verified)).toMatchObject({
      member: { member_id: member.id, name: 'Somchai Jaidee', mbk_member_id: verified.member.memberNumber },
      card: { card_id: cardId, level: 'Platinum', expires_at: verified.card.expiresAt.toISOString() },
    });
    clock.advance(5_000);
    expect(await refusal(verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, code, clock))).toBe(
      'CODE_USED',
    );
  });

  it('accepts a code one step old, refuses one two steps old as expired', async () => {
    const { member, cardId } = await holderWithCard();
    const clock = handClock();
    const viewer = { memberId: member.id, clock };
    const first = (await getCounterCode(context.database.orm, viewer, cardId)).code;
    clock.advance(COUNTER_STEP_MS);
    const second = (await getCounterCode(context.database.orm, viewer, cardId)).code;
    expect(second).not.toBe(first);
    expect(
      (await verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, first, clock)).card.cardId,
    ).toBe(cardId);
    clock.advance(2 * COUNTER_STEP_MS);
    expect(
      await refusal(verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, second, clock)),
    ).toBe('CODE_EXPIRED');
  });

  it('lets exactly one of many parallel verifications of one code through', async () => {
    const { member, cardId } = await holderWithCard();
    const clock = handClock();
    const { code } = await getCounterCode(context.database.orm, { memberId: member.id, clock }, cardId);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, code, clock).then(
          () => 'accepted',
          (error: AppError) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CODE_USED')).toHaveLength(5);
  });

  it('refuses another card’s digits, nonsense and codes of deleted cards as invalid', async () => {
    const first = await holderWithCard();
    const second = await holderWithCard();
    const clock = handClock();
    const { code } = await getCounterCode(context.database.orm, { memberId: first.member.id, clock }, first.cardId);
    const digits = code.slice(String(first.cardId).length);
    const verify = (text: string) =>
      refusal(verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, text, clock));
    expect(await verify(`${second.cardId}${digits}`)).toBe('CODE_INVALID');
    expect(await verify('not a code')).toBe('CODE_INVALID');
    expect(await verify(`99999999${digits}`)).toBe('CODE_INVALID');
  });

  it('refuses the code of a card that expired since it was shown as expired', async () => {
    const clock = handClock();
    const { member, cardId } = await holderWithCard(new Date(clock() + 30_000));
    const { code } = await getCounterCode(context.database.orm, { memberId: member.id, clock }, cardId);
    clock.advance(45_000);
    expect(await refusal(verifyCounterCodeAtCounter(context.database.orm, UNCACHED_TIERS, terminal, code, clock))).toBe(
      'CODE_EXPIRED',
    );
  });
});
