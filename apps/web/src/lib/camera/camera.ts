/** Why the camera cannot scan: the member said no, or the device has no usable camera. */
export type CameraProblem = 'denied' | 'noCamera';

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** The back camera where there is one (phones), any camera otherwise; no sound. */
export async function openBackCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable('noCamera');
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (cause) {
    const name = cause instanceof DOMException ? cause.name : '';
    throw new CameraUnavailable(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera');
  }
}

/** Turns the camera off: its light goes out and other apps may use it again. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
