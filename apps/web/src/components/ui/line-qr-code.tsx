import { useEffect, useRef, useState } from 'react';

interface LineQrCodeProps {
  /** The text the code carries: the add-friend link. */
  value: string;
  alt: string;
  size?: number;
}

/** Calls back once the element is on screen, so a QR below the fold costs nothing until scrolled to. */
function onceVisible(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A QR code drawn in the browser. The `qrcode` package loads when the code comes into view, outside
 * the first-visit bundle (DESIGN §10); the box keeps its size while it loads so nothing moves.
 */
export function LineQrCode({ value, alt, size = 160 }: LineQrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let isCurrent = true;
    const draw = () => {
      import('qrcode')
        .then((qr) => qr.toDataURL(value, { margin: 1, width: size * 2, color: { dark: '#1f1a24', light: '#ffffff' } }))
        .then((url) => {
          if (isCurrent) setSrc(url);
        })
        .catch((error: unknown) => console.error('The add-friend QR code could not be drawn', error));
    };
    const stopWatching = onceVisible(box, draw);
    return () => {
      isCurrent = false;
      stopWatching();
    };
  }, [value, size]);

  return (
    <div
      ref={boxRef}
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
