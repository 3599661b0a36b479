import type { BulkImport } from '@loyalty/contracts';

/** Each kind of import by the title of the form that makes it, so a review and a list row name it alike. */
export const KIND_TITLES = {
  'partner-codes': 'partnerCodes.title',
  'card-issue': 'cardIssue.title',
  'point-adjustments': 'pointAdjustments.title',
} as const satisfies Record<BulkImport['kind'], string>;
