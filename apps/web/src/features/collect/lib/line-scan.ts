import { config } from '@/lib/config';
import { startLiff } from '@/lib/liff';
import { isInLineApp } from '@/lib/line';

/** Opens LINE's own code scanner and answers what it read, or null when the member closed it. */
export type LineScanner = () => Promise<string | null>;

/**
 * DESIGN §7: inside LINE the app's scanner is `liff.scanCodeV2`, guarded by `liff.isApiAvailable`. The
 * SDK loads only inside LINE and only for a real LIFF app (the mock has no scanner), so every other
 * browser falls back to the camera without downloading it.
 */
export async function lineScanner(userAgent?: string): Promise<LineScanner | null> {
  if (!isInLineApp(userAgent) || config.liffId === '') return null;
  try {
    const liff = await startLiff();
    if (!liff.isApiAvailable('scanCodeV2')) return null;
    return async () => (await liff.scanCodeV2()).value ?? null;
  } catch {
    // LIFF could not start (offline, an unregistered URL): the camera works inside LINE's browser too.
    return null;
  }
}
