/**
 * One formatter per language and kind, made on first use: building an Intl formatter costs far more than
 * using one, and a list screen formats a number or date for every row.
 */
export function memoizedByLanguage<F>(make: (language: string) => F): (language: string) => F {
  const made = new Map<string, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(language);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const numberLocaleOf = (language: string) => (language === 'th' ? 'th-TH' : 'en-US');

const pointsFormat = memoizedByLanguage((language) => new Intl.NumberFormat(numberLocaleOf(language)));

/** Thousands of a whole number, as both languages group them: "1,234,567". */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Numbers read the way each language writes them (Thai digits stay Arabic, as Thai apps show them).
 * Whole points, which is every balance and cost, are grouped here rather than by Intl.NumberFormat: the
 * first Intl formatter a page makes sets up ICU, ~100 ms of a 4×-slowed main thread on /privilege's first
 * render (issue 13), and both locales write whole numbers alike.
 */
export function formatPoints(points: number, language: string): string {
  if (!Number.isSafeInteger(points)) return pointsFormat(language).format(points);
  return `${points < 0 ? '-' : ''}${String(Math.abs(points)).replace(THOUSANDS, ',')}`;
}

const bahtFormat = (fractionDigits: 0 | 2) =>
  memoizedByLanguage(
    (language) =>
      new Intl.NumberFormat(numberLocaleOf(language), {
        style: 'currency',
        currency: 'THB',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: 2,
      }),
  );
const wholeBaht = bahtFormat(0);
const bahtAndSatang = bahtFormat(2);

/** An amount in Thai baht, with satang only when there are some ("฿12,500" or "฿1,250.50"). */
export function formatBaht(amount: number, language: string): string {
  return (Number.isInteger(amount) ? wholeBaht : bahtAndSatang)(language).format(amount);
}

/** An amount in Thai baht always with its satang ("฿391.00"), as a till prints a receipt's total. */
export function formatBahtAndSatang(amount: number, language: string): string {
  return bahtAndSatang(language).format(amount);
}

/** A Thai mobile the way members write it ("081-234-5678"); anything else, such as an e-mail, as it is. */
export function formatMobile(text: string): string {
  const match = /^(0\d{2})(\d{3})(\d{4})$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : text;
}
