import { useEffect, useState } from 'react';

interface LineQrCodeProps {
  /** The text the code carries: the add-friend link. */
  value: string;
  alt: string;
  size?: number;
}

/**
 * A QR code drawn in the browser. The `qrcode` encoder loads after the page, outside the first-visit
 * bundle (DESIGN §10); the box keeps its size while it loads so nothing moves.
 */
export function LineQrCode({ value, alt, size = 160 }: LineQrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    import('./qr-svg')
      .then(({ qrSvgDataUrl }) => {
        if (isCurrent) setSrc(qrSvgDataUrl(value));
      })
      .catch((error: unknown) => console.error('The add-friend QR code could not be drawn', error));
    return () => {
      isCurrent = false;
    };
  }, [value]);

  return (
    <div
      className="grid place-items-center overflow-hidden rounded-2xl bg-white p-2 shadow-sm ring-1 ring-ink-100"
      style={{ width: size + 16, height: size + 16 }}
    >
      {src ? (
        <img src={src} alt={alt} width={size} height={size} data-testid="add-friend-qr" />
      ) : (
        <span className="size-full animate-pulse rounded-xl bg-ink-100" role="img" aria-label={alt} />
      )}
    </div>
  );
}
