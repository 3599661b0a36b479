import { describe, expect, it } from 'vitest';
import {
  type Clock,
  COUNTER_STEP_MS,
  checkCounterCode,
  counterCodeAt,
  issueCounterCode,
  parseCounterCode,
  type VerifiableCard,
  verifyCounterCode,
} from './counter-code.js';

/** 2026-03-01 10:00:30 UTC: thirty seconds into a step. */
const START = Date.UTC(2026, 2, 1, 10, 0, 30);

function fakeClock(at = START): Clock & { advance(ms: number): void } {
  let now = at;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

const card: VerifiableCard = {
  cardId: 42,
  memberId: 7,
  secret: Buffer.from('a-secret-of-this-card-only-32-bytes!'),
  expiresAt: new Date(START + 365 * 86_400_000),
  isDeleted: false,
};

/** An in-memory stand-in for counter_code_uses: the first to record (card, step) wins. */
function verifierFor(clock: Clock, cards: VerifiableCard[] = [card]) {
  const spent = new Set<string>();
  return {
    clock,
    findCard: async (cardId: number) => cards.find((candidate) => candidate.cardId === cardId),
    spend: async (cardId: number, step: number) => {
      const key = `${cardId}:${step}`;
      if (spent.has(key)) return false;
      spent.add(key);
      return true;
    },
  };
}

describe('issuing a counter code', () => {
  it('starts with the card id and ends with eight digits, and says when its step ends', () => {
    const issued = issueCounterCode(card, fakeClock());
    expect(issued.code).toMatch(/^42\d{8}$/);
    expect(issued.expiresInMs).toBe(30_000);
    expect(issued.stepEndsAt.toISOString()).toBe('2026-03-01T10:01:00.000Z');
  });

  it('changes at the step boundary and not before', () => {
    const clock = fakeClock();
    const first = issueCounterCode(card, clock).code;
    clock.advance(29_999);
    expect(issueCounterCode(card, clock).code).toBe(first);
    clock.advance(1);
    expect(issueCounterCode(card, clock).code).not.toBe(first);
  });

  it('differs for another member holding the same card id and secret', () => {
    const step = 1_000;
    expect(counterCodeAt(card, step)).not.toBe(counterCodeAt({ ...card, memberId: 8 }, step));
  });
});

describe('reading a code', () => {
  it('splits the card id from the eight digits, forgiving spaces and dashes', () => {
    expect(parseCounterCode('42 1234-5678')).toEqual({ cardId: 42, digits: '12345678' });
    expect(parseCounterCode('1234567890123')).toEqual({ cardId: 12345, digits: '67890123' });
  });

  it('refuses what cannot be a code', () => {
    for (const text of ['', '12345678', '0412345678', '42abcdefgh', '42.12345678', `${'9'.repeat(17)}12345678`]) {
      expect(parseCounterCode(text), text).toBeNull();
    }
  });
});

describe('checking a code', () => {
  const digitsAt = (ms: number) => issueCounterCode(card, () => ms).code.slice(2);

  it('accepts the code of the current step', () => {
    expect(checkCounterCode(card, digitsAt(START), fakeClock())).toEqual({
      outcome: 'valid',
      step: Math.floor(START / COUNTER_STEP_MS),
    });
  });

  it('accepts the code of the previous step', () => {
    const clock = fakeClock();
    const digits = digitsAt(START);
    clock.advance(COUNTER_STEP_MS);
    expect(checkCounterCode(card, digits, clock).outcome).toBe('valid');
  });

  it('refuses the code of two steps back as expired', () => {
    const clock = fakeClock();
    const digits = digitsAt(START);
    clock.advance(2 * COUNTER_STEP_MS);
    expect(checkCounterCode(card, digits, clock).outcome).toBe('expired');
  });

  it('refuses a code from the future and wrong digits as invalid', () => {
    expect(checkCounterCode(card, digitsAt(START + 5 * COUNTER_STEP_MS), fakeClock()).outcome).toBe('invalid');
    expect(checkCounterCode(card, '00000000', fakeClock()).outcome).toBe('invalid');
  });

  it('refuses the code of another card or another member', () => {
    const other = { ...card, cardId: 43 };
    expect(checkCounterCode(other, digitsAt(START), fakeClock()).outcome).toBe('invalid');
    const otherMember = { ...card, memberId: 8 };
    expect(checkCounterCode(otherMember, digitsAt(START), fakeClock()).outcome).toBe('invalid');
  });
});

describe('verifying a code at the counter', () => {
  it('accepts a good code once, then refuses it as used', async () => {
    const clock = fakeClock();
    const verifier = verifierFor(clock);
    const { code } = issueCounterCode(card, clock);
    expect(await verifyCounterCode(code, verifier)).toMatchObject({ outcome: 'accepted', card });
    clock.advance(10_000);
    expect(await verifyCounterCode(code, verifier)).toEqual({ outcome: 'used' });
  });

  it('accepts the next step’s code after one was spent', async () => {
    const clock = fakeClock();
    const verifier = verifierFor(clock);
    expect((await verifyCounterCode(issueCounterCode(card, clock).code, verifier)).outcome).toBe('accepted');
    clock.advance(COUNTER_STEP_MS);
    expect((await verifyCounterCode(issueCounterCode(card, clock).code, verifier)).outcome).toBe('accepted');
  });

  it('refuses a code naming another card as invalid', async () => {
    const clock = fakeClock();
    const other = { ...card, cardId: 43, secret: Buffer.from('another-secret-entirely-32-bytes!!') };
    const digits = issueCounterCode(card, clock).code.slice(2);
    expect(await verifyCounterCode(`43${digits}`, verifierFor(clock, [card, other]))).toEqual({ outcome: 'invalid' });
  });

  it('refuses codes of an unknown or deleted card as invalid, and of an expired card as expired', async () => {
    const clock = fakeClock();
    const { code } = issueCounterCode(card, clock);
    expect(await verifyCounterCode(code, verifierFor(clock, []))).toEqual({ outcome: 'invalid' });
    expect(await verifyCounterCode(code, verifierFor(clock, [{ ...card, isDeleted: true }]))).toEqual({
      outcome: 'invalid',
    });
    const expired = { ...card, expiresAt: new Date(START - 1) };
    expect(await verifyCounterCode(code, verifierFor(clock, [expired]))).toEqual({ outcome: 'expired' });
  });

  it('refuses a code two steps old as expired without spending anything', async () => {
    const clock = fakeClock();
    const verifier = verifierFor(clock);
    const { code } = issueCounterCode(card, clock);
    clock.advance(2 * COUNTER_STEP_MS);
    expect(await verifyCounterCode(code, verifier)).toEqual({ outcome: 'expired' });
    expect(await verifyCounterCode(issueCounterCode(card, clock).code, verifier)).toMatchObject({
      outcome: 'accepted',
    });
  });
});
