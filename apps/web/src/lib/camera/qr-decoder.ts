/** Reads a QR code from the current camera frame; null while none is in view. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const QR_FORMAT = 'qr_code';

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [QR_FORMAT];
  return formats.includes(QR_FORMAT) ? new Detector({ formats: [QR_FORMAT] }) : null;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (fast, no download); elsewhere jsQR over
 * canvas frames, imported only then so browsers with a detector never fetch it (DESIGN §10 budget).
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  const detector = await nativeDetector();
  if (detector) {
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
