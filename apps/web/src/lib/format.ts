/** Numbers read the way each language writes them (Thai digits stay Arabic, as Thai apps show them). */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US').format(points);
}

/** An amount in Thai baht, with satang only when there are some ("฿12,500" or "฿1,250.50"). */
export function formatBaht(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
