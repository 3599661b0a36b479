declare module 'qrcode/lib/core/qrcode' {
  /** The encoder of the `qrcode` package without its renderers: a square matrix of dark (1) and light modules. */
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; data: Uint8Array } };
}
