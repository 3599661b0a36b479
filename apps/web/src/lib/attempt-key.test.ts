import { describe, expect, it } from 'vitest';
import { unreachableError } from '@/lib/api-client';
import { createAttemptKeys } from './attempt-key';

const refusal = { status: 'error', http_status: 409, code: 'LIMIT_EXCEEDED', message: '', message_th: '' };

function keys() {
  let next = 0;
  return createAttemptKeys(() => `key-${++next}`);
}

describe('transfer attempt keys', () => {
  it('gives each confirmed attempt its own key after a definite answer', () => {
    const attempts = keys();
    expect(attempts.keyFor({ to: 'CR1', points: 25 })).toBe('key-1');
    attempts.settle(refusal);
    expect(attempts.keyFor({ to: 'CR1', points: 25 })).toBe('key-2');
    attempts.settle();
    expect(attempts.keyFor({ to: 'CR1', points: 25 })).toBe('key-3');
  });

  it('reuses the key when the same transfer is confirmed again after no answer or a server failure', () => {
    const attempts = keys();
    expect(attempts.keyFor({ to: 'CR1', points: 25 })).toBe('key-1');
    attempts.settle(unreachableError(0));
    expect(attempts.keyFor({ to: 'CR1', points: 25 })).toBe('key-1');
    attempts.settle({ ...refusal, http_status: 503, code: 'INTERNAL_ERROR' });
    expect(attempts.keyFor({ to: 'CR1', points: 25 })).toBe('key-1');
  });

  it('makes a new key when the member changed the transfer meanwhile', () => {
    const attempts = keys();
    attempts.keyFor({ to: 'CR1', points: 25 });
    attempts.settle(unreachableError(0));
    expect(attempts.keyFor({ to: 'CR1', points: 30 })).toBe('key-2');
  });
});
