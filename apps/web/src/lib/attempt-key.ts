import { isErrorBody, UNREACHABLE_CODE } from '@/lib/api-client';

/** Whether a failed call may still have done its work: no answer at all, or the server failed midway. */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isErrorBody(error) || error.code === UNREACHABLE_CODE || error.http_status >= 500;
}

/**
 * Idempotency-Keys for a money-like call (DESIGN §5): a new key for each confirmed attempt, except that
 * confirming the same payload again after an attempt whose outcome is unknown reuses that attempt's key,
 * so the server answers the first result instead of moving the points twice.
 */
export function createAttemptKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let open: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const signature = JSON.stringify(payload);
      if (open?.payload !== signature) open = { payload: signature, key: makeKey() };
      return open.key;
    },
    /** After an answer: a definite one (success or refusal) closes the attempt. */
    settle(error?: unknown): void {
      if (error === undefined || !isOutcomeUnknown(error)) open = null;
    },
  };
}
