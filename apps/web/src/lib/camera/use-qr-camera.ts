import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CameraProblem, CameraUnavailable, openBackCamera, stopCamera } from './camera';
import { createQrDecoder } from './qr-decoder';

/** How often a frame is read: fast enough to feel instant, slow enough to spare a phone's battery. */
const SCAN_INTERVAL_MS = 200;

export type QrCameraState = 'starting' | 'scanning' | 'found' | CameraProblem;

/**
 * Reads one QR code from the back camera into the video `videoRef` holds: the member app's scancode
 * screen and the console's till both scan this way. The camera opens on mount, the decoder loads only
 * once the camera is open (without one it is not worth downloading), and the camera stops as soon as a
 * code is read and whenever the caller unmounts. Mount it afresh (a new `key`) to scan again.
 */
export function useQrCamera(videoRef: RefObject<HTMLVideoElement | null>, onDetected: (raw: string) => void) {
  const onDetectedRef = useRef(onDetected);
  onDetectedRef.current = onDetected;
  const [state, setState] = useState<QrCameraState>('starting');

  useEffect(() => {
    let isActive = true;
    let stream: MediaStream | null = null;
    let timer = 0;
    const stop = () => {
      isActive = false;
      window.clearTimeout(timer);
      stopCamera(stream);
      stream = null;
    };

    const start = async () => {
      const opened = await openBackCamera();
      if (!isActive) {
        stopCamera(opened);
        return;
      }
      stream = opened;
      const decode = await createQrDecoder();
      if (!isActive) return;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = opened;
      await video.play();
      setState('scanning');
      const readFrame = async () => {
        // A frame the decoder cannot read is simply a frame without a code; the next one may have it.
        const value = await decode(video).catch(() => null);
        if (!isActive) return;
        if (value) {
          stop();
          setState('found');
          onDetectedRef.current(value);
          return;
        }
        timer = window.setTimeout(() => void readFrame(), SCAN_INTERVAL_MS);
      };
      await readFrame();
    };

    start().catch((cause: unknown) => {
      if (isActive) setState(cause instanceof CameraUnavailable ? cause.problem : 'noCamera');
      stop();
    });
    return stop;
  }, [videoRef]);

  return state;
}
