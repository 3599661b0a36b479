import { afterEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({ liffId: '1650000000-abcdefgh' }));
vi.mock('@/lib/config', () => ({ config: settings }));

const liff = vi.hoisted(() => ({
  init: vi.fn(async (_config: unknown) => undefined),
  use: vi.fn(),
  isLoggedIn: vi.fn(() => true),
  getIDToken: vi.fn(() => 'id-token'),
  isApiAvailable: vi.fn((_api: string) => true),
  scanCodeV2: vi.fn(async () => ({ value: 'CODE' })),
  shareTargetPicker: vi.fn(async () => ({ status: 'success' as const })),
  closeWindow: vi.fn(),
}));
vi.mock('@line/liff', () => ({ default: liff }));

const LINE_AGENT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Line/14.0.0';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Every caller of the LIFF SDK goes through the page's one start (lib/liff.ts). Here in app, the one
 * layer that may name every feature.
 */
describe('LIFF callers', () => {
  it('share one liff.init: log-in, the scanner, the share picker and closing the window', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(LINE_AGENT);
    const [{ loginWithLiff }, { lineScanner }, { shareThroughLine }, { closeLineWindow }] = await Promise.all([
      import('@/features/sign-in/lib/liff-login'),
      import('@/features/collect/lib/line-scan'),
      import('@/features/points/lib/line-share'),
      import('@/lib/line'),
    ]);
    await Promise.all([loginWithLiff(), lineScanner(LINE_AGENT)]);
    expect(await shareThroughLine('Join me')).toBe('shared');
    expect(await closeLineWindow(LINE_AGENT)).toBe(true);
    expect(liff.init).toHaveBeenCalledExactlyOnceWith({ liffId: '1650000000-abcdefgh' });
    expect(liff.closeWindow).toHaveBeenCalledOnce();
  });
});
