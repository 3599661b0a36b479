/** Numbers read the way each language writes them (Thai digits stay Arabic, as Thai apps show them). */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US').format(points);
}
