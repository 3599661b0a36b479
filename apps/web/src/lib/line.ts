import { liffForClosing } from './liff';

/** LINE's in-app browser names itself in the user agent (`Line/<version>`). */
export function isInLineApp(userAgent: string = navigator.userAgent): boolean {
  return /\bLine\//i.test(userAgent);
}

/**
 * SPEC §4 logout closes the messaging window. The LIFF SDK is loaded only inside LINE, so browsers
 * outside LINE never download it; `liff.closeWindow()` replaces `window.close()` (DESIGN §7).
 */
export async function closeLineWindow(userAgent?: string): Promise<boolean> {
  if (!isInLineApp(userAgent)) return false;
  (await liffForClosing()).closeWindow();
  return true;
}
