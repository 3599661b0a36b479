import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useQrCamera } from '@/lib/camera/use-qr-camera';

/**
 * The camera view of the scancode screen outside LINE, in its own chunk with the QR decoder (DESIGN §10).
 * It stops the camera as soon as a code is read and whenever it leaves the page.
 */
export default function CameraScanner({ onDetected }: { onDetected: (raw: string) => void }) {
  // A new key is a fresh camera session when the member asks to scan again.
  const [attempt, setAttempt] = useState(0);
  return <CameraView key={attempt} onDetected={onDetected} onScanAgain={() => setAttempt((count) => count + 1)} />;
}

function CameraView({ onDetected, onScanAgain }: { onDetected: (raw: string) => void; onScanAgain: () => void }) {
  const { t } = useTranslation('collect');
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useQrCamera(videoRef, onDetected);

  if (state === 'denied' || state === 'noCamera') {
    return (
      <Notice testId="camera-problem">
        <span className="font-semibold">{t(`scan.problem.${state}.title`)}</span> {t(`scan.problem.${state}.body`)}
      </Notice>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative aspect-square w-full max-w-sm overflow-hidden rounded-3xl bg-ink-900">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('scan.cameraLabel')}
          className="size-full object-cover"
          data-testid="camera-video"
        />
        <span aria-hidden className="absolute inset-[18%] rounded-2xl border-4 border-white/80" />
      </div>
      <p role="status" className="text-center text-ink-700" data-testid="camera-state">
        {t(`scan.state.${state}`)}
      </p>
      {state === 'found' ? (
        <Button variant="secondary" onClick={onScanAgain} data-testid="camera-again">
          {t('scan.again')}
        </Button>
      ) : null}
    </div>
  );
}
