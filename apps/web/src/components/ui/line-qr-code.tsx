import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';

interface LineQrCodeProps {
  alt: string;
  size?: number;
}

/**
 * The add-friend QR code, drawn at build time (`virtual:add-friend-qr`) and loaded after the page,
 * outside the first-visit bundle (DESIGN §10); the box keeps its size while it loads so nothing moves.
 */
export function LineQrCode({ alt, size = 160 }: LineQrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    import('virtual:add-friend-qr')
      .then(({ default: dataUrl }) => {
        if (isCurrent) setSrc(dataUrl);
      })
      .catch((error: unknown) => console.error('The add-friend QR code could not be drawn', error));
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <Card
      radius="md"
      padding="none"
      isOutlined
      className="grid place-items-center overflow-hidden p-2"
      style={{ width: size + 16, height: size + 16 }}
    >
      {src ? (
        <img src={src} alt={alt} width={size} height={size} data-testid="add-friend-qr" />
      ) : (
        <span className="size-full animate-pulse rounded-xl bg-ink-100" role="img" aria-label={alt} />
      )}
    </Card>
  );
}
