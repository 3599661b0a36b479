import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const liff = vi.hoisted(() => ({
  init: vi.fn(async () => undefined),
  isApiAvailable: vi.fn(() => true),
  shareTargetPicker: vi.fn(async (): Promise<{ status: 'success' } | undefined> => ({ status: 'success' })),
}));
vi.mock('@line/liff', () => ({ default: liff }));
vi.mock('@/lib/config', () => ({ config: { liffId: 'test-liff-id' } }));

const { shareThroughLine } = await import('./line-share');

const LINE_AGENT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Line/14.0.0';

beforeEach(() => {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(LINE_AGENT);
});
afterEach(() => {
  vi.restoreAllMocks();
  liff.isApiAvailable.mockReturnValue(true);
});

describe('sharing through LINE', () => {
  it('is unavailable outside LINE, without loading or starting the SDK', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/130');
    expect(await shareThroughLine('Join me')).toBe('unavailable');
    expect(liff.init).not.toHaveBeenCalled();
  });

  it('opens the picker only when liff.isApiAvailable allows it', async () => {
    liff.isApiAvailable.mockReturnValue(false);
    expect(await shareThroughLine('Join me')).toBe('unavailable');
    expect(liff.isApiAvailable).toHaveBeenCalledWith('shareTargetPicker');
    expect(liff.shareTargetPicker).not.toHaveBeenCalled();
  });

  it('sends the invite as a text message, and tells a closed picker from a share', async () => {
    expect(await shareThroughLine('Join me https://example.test')).toBe('shared');
    expect(liff.shareTargetPicker).toHaveBeenCalledWith([{ type: 'text', text: 'Join me https://example.test' }]);
    liff.shareTargetPicker.mockResolvedValueOnce(undefined);
    expect(await shareThroughLine('Join me')).toBe('cancelled');
    expect(liff.init).toHaveBeenCalledTimes(1);
    expect(liff.init).toHaveBeenCalledWith({ liffId: 'test-liff-id' });
  });
});
