import { afterEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({ liffId: '1650000000-abcdefgh' }));
vi.mock('@/lib/config', () => ({ config: settings }));

const liff = vi.hoisted(() => ({
  init: vi.fn(async (_config: unknown) => undefined),
  use: vi.fn(),
  closeWindow: vi.fn(),
}));
vi.mock('@line/liff', () => ({ default: liff }));
vi.mock('@line/liff-mock', () => ({ LiffMockPlugin: class {} }));

const LINE_AGENT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Line/14.0.0';

/** Each test starts from a fresh page: the one start is per page load. */
async function freshPage() {
  vi.resetModules();
  const [{ startLiff }, { closeLineWindow }] = await Promise.all([import('./liff'), import('./line')]);
  return { startLiff, closeLineWindow };
}

afterEach(() => {
  vi.clearAllMocks();
  settings.liffId = '1650000000-abcdefgh';
});

describe('the LIFF start (liff.init once per page load)', () => {
  it('starts the SDK once however many callers wait for it, at once or later', async () => {
    const page = await freshPage();
    const [first, second] = await Promise.all([page.startLiff(), page.startLiff()]);
    expect(await page.startLiff()).toBe(first);
    expect(second).toBe(first);
    expect(await page.closeLineWindow(LINE_AGENT)).toBe(true);
    expect(liff.init).toHaveBeenCalledExactlyOnceWith({ liffId: '1650000000-abcdefgh' });
    expect(liff.closeWindow).toHaveBeenCalledOnce();
  });

  it('tries again after a start that failed', async () => {
    liff.init.mockRejectedValueOnce(new Error('offline'));
    const page = await freshPage();
    await expect(page.startLiff()).rejects.toThrow('offline');
    await page.startLiff();
    await page.startLiff();
    expect(liff.init).toHaveBeenCalledTimes(2);
  });

  it('starts the mock once in a build without a LIFF app, and closes the window without starting it', async () => {
    settings.liffId = '';
    const page = await freshPage();
    expect(await page.closeLineWindow(LINE_AGENT)).toBe(true);
    expect(liff.init).not.toHaveBeenCalled();
    await Promise.all([page.startLiff(), page.startLiff()]);
    expect(liff.use).toHaveBeenCalledOnce();
    expect(liff.init).toHaveBeenCalledExactlyOnceWith({ liffId: 'liff-mock', mock: true });
  });
});
