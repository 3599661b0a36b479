import { config } from '@/lib/config';
import { isInLineApp } from '@/lib/line';

export type LineShareResult = 'shared' | 'cancelled' | 'unavailable';

let liffReady: Promise<typeof import('@line/liff').default> | null = null;

/** The SDK starts once per page; a second `liff.init` would start it again. */
function startLiff() {
  liffReady ??= import('@line/liff').then(async ({ default: liff }) => {
    await liff.init({ liffId: config.liffId });
    return liff;
  });
  return liffReady;
}

/**
 * LINE's own friend picker (DESIGN §7): only inside LINE, with a LIFF app configured, and only where
 * `liff.isApiAvailable('shareTargetPicker')` says the member's LINE offers it. The SDK loads only here.
 */
export async function shareThroughLine(text: string): Promise<LineShareResult> {
  if (!isInLineApp() || config.liffId === '') return 'unavailable';
  const liff = await startLiff();
  if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable';
  const result = await liff.shareTargetPicker([{ type: 'text', text }]);
  // The picker answers nothing when the member closes it without choosing anyone.
  return result ? 'shared' : 'cancelled';
}
