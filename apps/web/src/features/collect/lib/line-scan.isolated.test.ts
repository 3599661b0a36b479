import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lineScanner } from './line-scan';

const settings = vi.hoisted(() => ({ liffId: '1650000000-abcdefgh' }));
vi.mock('@/lib/config', () => ({ config: settings }));

const liff = vi.hoisted(() => ({
  init: vi.fn(async () => undefined),
  isApiAvailable: vi.fn((_api: string) => true),
  scanCodeV2: vi.fn(async () => ({ value: 'https://rewards.example.com/scancode?code=SUMMER-25' as string | null })),
}));
vi.mock('@line/liff', () => ({ default: liff }));

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const LINE = `${CHROME} Line/14.10.0`;

beforeEach(() => {
  settings.liffId = '1650000000-abcdefgh';
  liff.isApiAvailable.mockReturnValue(true);
});

describe('lineScanner', () => {
  it('opens LINE’s scanner inside LINE when scanCodeV2 is available, and answers what it read', async () => {
    const scan = await lineScanner(LINE);
    expect(liff.init).toHaveBeenCalledWith({ liffId: '1650000000-abcdefgh' });
    expect(liff.isApiAvailable).toHaveBeenCalledWith('scanCodeV2');
    expect(await scan?.()).toBe('https://rewards.example.com/scancode?code=SUMMER-25');
  });

  it('falls back to the camera when LINE has no scanCodeV2 (older app, desktop LINE)', async () => {
    liff.isApiAvailable.mockReturnValue(false);
    expect(await lineScanner(LINE)).toBeNull();
  });

  it('falls back to the camera outside LINE and in builds without a LIFF app', async () => {
    expect(await lineScanner(CHROME)).toBeNull();
    settings.liffId = '';
    expect(await lineScanner(LINE)).toBeNull();
  });
});
