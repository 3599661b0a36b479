import { describe, expect, it } from 'vitest';
import { displayNameOf, maskMobile } from './recipient-presenter.js';

describe('displayNameOf', () => {
  it('shows the first name and the last name’s initial', () => {
    expect(displayNameOf({ firstName: 'Somchai', lastName: 'khemthong', mbkMemberId: 'CR10000001' })).toBe(
      'Somchai K.',
    );
  });

  it('takes a Thai last name’s first consonant, not a leading vowel, as its initial', () => {
    expect(displayNameOf({ firstName: 'สมชาย', lastName: 'ใจดี', mbkMemberId: 'CR10000001' })).toBe('สมชาย จ.');
    expect(displayNameOf({ firstName: 'สมศรี', lastName: 'มีสุข', mbkMemberId: 'CR10000001' })).toBe('สมศรี ม.');
  });

  it('falls back to the member id when the member has no name yet', () => {
    expect(displayNameOf({ firstName: null, lastName: null, mbkMemberId: 'CR10000007' })).toBe('CR10000007');
    expect(displayNameOf({ firstName: 'Ann', lastName: null, mbkMemberId: 'CR10000007' })).toBe('Ann');
  });
});

describe('maskMobile', () => {
  it('keeps the first three and the last four digits', () => {
    expect(maskMobile('0812345678')).toBe('081-xxx-5678');
  });

  it('answers null for a member without a mobile', () => {
    expect(maskMobile(null)).toBeNull();
  });
});
