import { useEffect, useState } from 'react';

/** The text as an SVG QR image; the encoder loads only with a screen that shows one (DESIGN §10 budget). */
async function drawQr(text: string): Promise<string> {
  const { toString: toQrSvg } = await import('qrcode');
  const svg = await toQrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface QrCodeProps {
  text: string;
  /** What the code holds, for people who cannot scan it with their eyes. */
  label: string;
  size?: number;
  testId?: string;
}

/**
 * A QR code whose box keeps its size while the encoder loads, so nothing moves. A picture drawn for
 * an earlier text is never shown beside a newer one (rotating codes change under it).
 */
export function QrCode({ text, label, size = 184, testId }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  const src = drawn?.text === text ? drawn.url : null;

  useEffect(() => {
    let isCurrent = true;
    drawQr(text)
      .then((url) => {
        if (isCurrent) setDrawn({ text, url });
      })
      .catch((error: unknown) => console.error('The QR code could not be drawn', error));
    return () => {
      isCurrent = false;
    };
  }, [text]);

  return (
    <div
      className="grid place-items-center rounded-2xl bg-white p-2 ring-1 ring-ink-100"
      style={{ width: size + 16, height: size + 16 }}
    >
      {src ? (
        <img src={src} alt={label} width={size} height={size} data-testid={testId} />
      ) : (
        <span className="size-full animate-pulse rounded-xl bg-ink-100" role="img" aria-label={label} />
      )}
    </div>
  );
}
