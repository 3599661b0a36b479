import { describe, expect, it } from 'vitest';
import { CANCEL_DETAILS_MAX, composeCancelReason } from './cancel-reason';

describe('composeCancelReason', () => {
  it('sends the code alone, or with the member’s words', () => {
    expect(composeCancelReason('not_using', '  ')).toBe('not_using');
    expect(composeCancelReason('privacy', ' Too much data ')).toBe('privacy: Too much data');
  });

  it('needs a choice, and words for "other"', () => {
    expect(composeCancelReason('', 'words')).toBeNull();
    expect(composeCancelReason('other', ' ')).toBeNull();
    expect(composeCancelReason('other', 'Moving abroad')).toBe('other: Moving abroad');
  });

  it('stays within the 500 characters the server takes', () => {
    const reason = composeCancelReason('too_many_messages', 'x'.repeat(2000)) ?? '';
    expect(reason.length).toBeLessThanOrEqual(500);
    expect(reason).toHaveLength('too_many_messages: '.length + CANCEL_DETAILS_MAX);
  });
});
