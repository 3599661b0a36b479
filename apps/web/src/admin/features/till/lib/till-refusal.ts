import { useTranslation } from 'react-i18next';
import { isErrorBody } from '@/lib/api-client';
import { describeError } from '@/lib/error-message';

/** Where a refusal came from: finding the member, or one of the three actions. */
export type TillStep = 'identify' | 'earn' | 'refund' | 'pay';

/**
 * What a cashier reads for a refused till call: the till's own words for the codes each step expects
 * (`refusal.<step>.<CODE>`, then `refusal.<CODE>`), said to the cashier about the member rather than to
 * a member about themselves; any other code in the console's words for it (`errors:CODE`).
 */
export function useTillRefusalText(step: TillStep, error: unknown): string {
  const { t, i18n } = useTranslation(['admin-till', 'errors']);
  if (!error) return '';
  if (isErrorBody(error)) {
    for (const key of [`refusal.${step}.${error.code}`, `refusal.${error.code}`]) {
      if (i18n.exists(key, { ns: 'admin-till' })) return t(key as 'title', { ns: 'admin-till' });
    }
  }
  return describeError(error);
}
