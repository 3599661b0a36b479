import { describe, expect, it, vi } from 'vitest';
import { shareImage } from './slip-image';

const png = new Blob(['png'], { type: 'image/png' });

describe('shareImage', () => {
  it('shares the slip as a file where the browser can share files', async () => {
    const share = vi.fn(async () => undefined);
    const download = vi.fn();
    const outcome = await shareImage(png, 'TR261128-000007.png', { share, canShare: () => true }, download);
    expect(outcome).toBe('shared');
    const [data] = share.mock.calls[0] as unknown as [ShareData];
    expect(data.files?.[0]?.name).toBe('TR261128-000007.png');
    expect(data.files?.[0]?.type).toBe('image/png');
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the slip where files cannot be shared or the Web Share API is missing', async () => {
    const download = vi.fn();
    const share = vi.fn(async () => undefined);
    expect(await shareImage(png, 'slip.png', { share, canShare: () => false }, download)).toBe('saved');
    expect(await shareImage(png, 'slip.png', { share }, download)).toBe('saved');
    expect(await shareImage(png, 'slip.png', undefined, download)).toBe('saved');
    expect(share).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledTimes(3);
    expect(download).toHaveBeenCalledWith(png, 'slip.png');
  });
});
