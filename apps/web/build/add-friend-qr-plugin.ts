import QRCode from 'qrcode';
import type { Plugin } from 'vite';
// By path, like the contracts in the call-table plugin: Vite loads its config with Node.
import { addFriendUrl, DEFAULT_LINE_OA_HANDLE } from '../src/lib/line-link.ts';

const MODULE_ID = 'virtual:add-friend-qr';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Encodes text as an SVG QR code: one path, sharp at any size, a white quiet zone of two modules. */
export function qrSvgDataUrl(text: string, dark = '#1f1a24'): string {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
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

/**
 * `virtual:add-friend-qr` is the add-friend QR code (SPEC §2 register layout) drawn at build time: the
 * handle is a build setting (`VITE_LINE_OA_HANDLE`), so the browser never loads a QR encoder and
 * landing stays inside the DESIGN §10 budget.
 */
export function addFriendQrPlugin(): Plugin {
  let handle = DEFAULT_LINE_OA_HANDLE;
  return {
    name: 'loyalty-add-friend-qr',
    configResolved(config) {
      const configured = config.env.VITE_LINE_OA_HANDLE;
      if (typeof configured === 'string' && configured.trim() !== '') handle = configured.trim();
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(qrSvgDataUrl(addFriendUrl(handle)))};\n`;
    },
  };
}
