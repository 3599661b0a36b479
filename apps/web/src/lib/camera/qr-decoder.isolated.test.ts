import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQrDecoder } from './qr-decoder';

const jsQR = vi.hoisted(() => vi.fn());
vi.mock('jsqr', () => ({ default: jsQR }));

const video = { videoWidth: 4, videoHeight: 2 } as HTMLVideoElement;

afterEach(() => vi.unstubAllGlobals());

describe('createQrDecoder', () => {
  it('uses the browser’s BarcodeDetector when it reads QR codes', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'WELCOME100' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13', 'qr_code'];
        detect = detect;
      },
    );
    const decode = await createQrDecoder();
    expect(await decode(video)).toBe('WELCOME100');
    expect(detect).toHaveBeenCalledWith(video);
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('falls back to jsQR over a canvas frame when the detector cannot read QR codes', async () => {
    vi.stubGlobal('BarcodeDetector', Object.assign(vi.fn(), { getSupportedFormats: async () => ['ean_13'] }));
    const pixels = new Uint8ClampedArray(4 * 4 * 2);
    const context = { drawImage: vi.fn(), getImageData: vi.fn(() => ({ data: pixels })) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    jsQR.mockReturnValueOnce({ data: 'SUMMER-25' }).mockReturnValueOnce(null);

    const decode = await createQrDecoder();
    expect(await decode(video)).toBe('SUMMER-25');
    expect(jsQR).toHaveBeenCalledWith(pixels, 4, 2, expect.anything());
    expect(await decode(video)).toBeNull();
  });
});
