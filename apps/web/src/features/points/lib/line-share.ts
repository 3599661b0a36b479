import { config } from '@/lib/config';
import { startLiff } from '@/lib/liff';
import { isInLineApp } from '@/lib/line';

export type LineShareResult = 'shared' | 'cancelled' | 'unavailable';

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
