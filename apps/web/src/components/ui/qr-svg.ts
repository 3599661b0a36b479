import { create } from 'qrcode/lib/core/qrcode';

/**
 * Encodes text as an SVG QR code. Only the encoder of the `qrcode` package is loaded, and the drawing is
 * one SVG path, so the code stays small and sharp at any size.
 */
export function qrSvgDataUrl(text: string, dark = '#1f1a24'): string {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 2;
  const extent = size + quiet * 2;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (data[row * size + column]) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="${dark}" d="${path}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
