import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { useQrCamera } from '@/lib/camera/use-qr-camera';

/**
 * The camera reading a member's QR code at the till, in its own chunk with the decoder: a counter with a
 * barcode scanner never loads it. The camera stops once a code is read or the view closes.
 */
export default function TillCamera({ onDetected }: { onDetected: (raw: string) => void }) {
  const { t } = useTranslation('admin-till');
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useQrCamera(videoRef, onDetected);

  if (state === 'denied' || state === 'noCamera') {
    return <Notice testId="till-camera-problem">{t(`identify.camera.${state}`)}</Notice>;
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative aspect-square w-full max-w-xs overflow-hidden rounded-2xl bg-ink-900">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('identify.cameraLabel')}
          className="size-full object-cover"
          data-testid="till-camera-video"
        />
        <span aria-hidden className="absolute inset-[18%] rounded-2xl border-4 border-white/80" />
      </div>
      <p role="status" className="text-center text-ink-700">
        {t(`identify.camera.${state}`)}
      </p>
    </div>
  );
}
