import { describe, expect, it } from 'vitest';
import {
  type Clock,
  checkMemberCode,
  isMemberCodeShaped,
  issueMemberCode,
  MEMBER_STEP_MS,
  memberCodeAt,
  memberCodeKeyOf,
  parseMemberCode,
} from './member-code.js';

/** 2026-03-01 10:00:30 UTC: thirty seconds into a step. */
const START = Date.UTC(2026, 2, 1, 10, 0, 30);
const KEY = memberCodeKeyOf('a-session-secret-of-at-least-thirty-two-characters');

function fakeClock(at = START): Clock & { advance(ms: number): void } {
  let now = at;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/** The eight digits of member 7's code at `ms`. */
const digitsAt = (ms: number, memberId = 7) => issueMemberCode(KEY, memberId, () => ms).code.slice(-8);

describe('the member code key', () => {
  it('is derived from the session secret, the same every time and another for another secret', () => {
    const secret = 'a-session-secret-of-at-least-thirty-two-characters';
    expect(memberCodeKeyOf(secret)).toEqual(KEY);
    expect(memberCodeKeyOf(`${secret}!`)).not.toEqual(KEY);
    expect(KEY).toHaveLength(32);
  });

  it('is not the session secret itself', () => {
    expect(KEY.toString('utf8')).not.toContain('a-session-secret');
  });
});

describe('issuing a member code', () => {
  it('is M, the member id and eight digits, and says when its step ends', () => {
    const issued = issueMemberCode(KEY, 7, fakeClock());
    expect(issued.code).toMatch(/^M7\d{8}$/);
    expect(issued.expiresInMs).toBe(30_000);
    expect(issued.stepEndsAt.toISOString()).toBe('2026-03-01T10:01:00.000Z');
  });

  it('changes at the step boundary and not before', () => {
    const clock = fakeClock();
    const first = issueMemberCode(KEY, 7, clock).code;
    clock.advance(29_999);
    expect(issueMemberCode(KEY, 7, clock).code).toBe(first);
    clock.advance(1);
    expect(issueMemberCode(KEY, 7, clock).code).not.toBe(first);
  });

  it('differs between members and between keys at the same step', () => {
    expect(memberCodeAt(KEY, 7, 1_000).slice(-8)).not.toBe(memberCodeAt(KEY, 8, 1_000).slice(-8));
    const otherKey = memberCodeKeyOf('another-session-secret-of-thirty-two-characters');
    expect(memberCodeAt(KEY, 7, 1_000)).not.toBe(memberCodeAt(otherKey, 7, 1_000));
  });
});

describe('reading a member code', () => {
  it('splits the member id from the digits, forgiving a lower-case m, spaces and dashes', () => {
    expect(parseMemberCode('M712345678')).toEqual({ memberId: 7, digits: '12345678' });
    expect(parseMemberCode('m7 1234-5678')).toEqual({ memberId: 7, digits: '12345678' });
    expect(parseMemberCode(' M 12345 6789 0123 ')).toEqual({ memberId: 12345, digits: '67890123' });
  });

  it('refuses what cannot be a member code', () => {
    for (const text of [
      '',
      'M',
      'M12345678',
      'M012345678',
      '712345678',
      'CR00000001',
      'X712345678',
      'M7abcdefgh',
      'M7.12345678',
      'MM712345678',
      `M${'9'.repeat(17)}12345678`,
    ]) {
      expect(parseMemberCode(text), text).toBeNull();
    }
  });

  it('tells a member code from a counter code and a member number by its letter', () => {
    expect(isMemberCodeShaped('M712345678')).toBe(true);
    expect(isMemberCodeShaped(' m-7 12345678')).toBe(true);
    expect(isMemberCodeShaped('4212345678')).toBe(false);
    expect(isMemberCodeShaped('CR00000001')).toBe(false);
  });
});

describe('checking a member code', () => {
  it('accepts the code of the current step', () => {
    expect(checkMemberCode(KEY, 7, digitsAt(START), fakeClock())).toEqual({
      outcome: 'valid',
      step: Math.floor(START / MEMBER_STEP_MS),
    });
  });

  it('accepts the code of the previous step up to its very last millisecond', () => {
    const clock = fakeClock();
    const digits = digitsAt(START);
    clock.advance(MEMBER_STEP_MS + 29_999);
    expect(checkMemberCode(KEY, 7, digits, clock).outcome).toBe('valid');
    clock.advance(1);
    expect(checkMemberCode(KEY, 7, digits, clock).outcome).toBe('expired');
  });

  it('answers expired for a code of the last hour and invalid for an older one', () => {
    const digits = digitsAt(START);
    expect(checkMemberCode(KEY, 7, digits, fakeClock(START + 59 * MEMBER_STEP_MS)).outcome).toBe('expired');
    expect(checkMemberCode(KEY, 7, digits, fakeClock(START + 61 * MEMBER_STEP_MS)).outcome).toBe('invalid');
  });

  it('refuses a code from the future and tampered digits as invalid', () => {
    expect(checkMemberCode(KEY, 7, digitsAt(START + 5 * MEMBER_STEP_MS), fakeClock()).outcome).toBe('invalid');
    const digits = digitsAt(START);
    const tampered = `${digits.slice(0, 7)}${(Number(digits[7]) + 1) % 10}`;
    expect(checkMemberCode(KEY, 7, tampered, fakeClock()).outcome).toBe('invalid');
  });

  it('refuses a member’s digits put after another member’s id', () => {
    expect(checkMemberCode(KEY, 8, digitsAt(START, 7), fakeClock()).outcome).toBe('invalid');
  });

  it('refuses a code signed with another key', () => {
    const otherKey = memberCodeKeyOf('another-session-secret-of-thirty-two-characters');
    const digits = issueMemberCode(otherKey, 7, fakeClock()).code.slice(-8);
    expect(checkMemberCode(KEY, 7, digits, fakeClock()).outcome).toBe('invalid');
  });
});
