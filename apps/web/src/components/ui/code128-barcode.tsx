/**
 * Code 128 (set B) drawn as SVG without a library: coupon and member-card codes are short printable
 * ASCII, which set B covers. Each symbol is six bar/space widths in modules (the stop symbol seven), bars first.
 */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

export const CODE128_PATTERNS: readonly string[] = PATTERNS;
const START_B = 104;
const STOP = 106;
/** The quiet zone each side of the bars, in modules (the standard asks for at least ten). */
const QUIET_ZONE = 10;

/** The symbol values of `text` in set B with its start, checksum and stop; null when a character is outside set B. */
export function code128Values(text: string): number[] | null {
  const values: number[] = [];
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 32 || code > 127) return null;
    values.push(code - 32);
  }
  const checksum = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, checksum, STOP];
}

/** Bars as [x, width] in modules, after the leading quiet zone; the total width includes both quiet zones. */
export function code128Bars(text: string): { bars: [number, number][]; width: number } | null {
  const values = code128Values(text);
  if (!values) return null;
  const bars: [number, number][] = [];
  let x = QUIET_ZONE;
  for (const value of values) {
    [...(PATTERNS[value] ?? '')].forEach((digit, index) => {
      const width = Number(digit);
      if (index % 2 === 0) bars.push([x, width]);
      x += width;
    });
  }
  return { bars, width: x + QUIET_ZONE };
}

/** A code as a Code 128 barcode that scales to its box without blurring (crisp edges). */
export function Code128Barcode({ code, label, testId }: { code: string; label: string; testId?: string }) {
  const drawing = code128Bars(code);
  if (!drawing) return null;
  return (
    <svg
      viewBox={`0 0 ${drawing.width} 60`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className="h-20 w-full max-w-sm bg-white"
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      {drawing.bars.map(([x, width]) => (
        <rect key={x} x={x} y={0} width={width} height={60} fill="#000" />
      ))}
    </svg>
  );
}
