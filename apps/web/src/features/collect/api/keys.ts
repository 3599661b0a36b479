/** The collect feature's query keys, one factory for every read. */
export const collectKeys = {
  pointRules: () => ['point-rules'] as const,
  documentQuota: () => ['document-quota'] as const,
  receiptHistory: () => ['receipt-history'] as const,
};
