import { useEffect, useState } from 'react';

const QR_SIZE = 184;

/** The coupon code as an SVG QR image; the encoder loads only with this screen (DESIGN §10 budget). */
async function drawQr(text: string): Promise<string> {
  const { toString: toQrSvg } = await import('qrcode');
  const svg = await toQrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code whose box keeps its size while the encoder loads, so nothing moves. */
export function RedemptionQr({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    drawQr(code)
      .then((url) => {
        if (isCurrent) setSrc(url);
      })
      .catch((error: unknown) => console.error('The coupon QR code could not be drawn', error));
    return () => {
      isCurrent = false;
    };
  }, [code]);

  return (
    <div
      className="grid place-items-center rounded-2xl bg-white p-2 ring-1 ring-ink-100"
      style={{ width: QR_SIZE + 16, height: QR_SIZE + 16 }}
    >
      {src ? (
        <img src={src} alt={label} width={QR_SIZE} height={QR_SIZE} data-testid="redemption-qr" />
      ) : (
        <span className="size-full animate-pulse rounded-xl bg-ink-100" role="img" aria-label={label} />
      )}
    </div>
  );
}
