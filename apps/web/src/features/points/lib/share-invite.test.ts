import { describe, expect, it, vi } from 'vitest';
import { type ShareChannels, shareInvite } from './share-invite';

const invite = { text: 'Join with CR00000001', url: 'https://example.test/landing?ref=CR00000001' };

function channels(overrides: { line?: ShareChannels['shareInLine']; share?: Navigator['share'] | undefined }) {
  const writeText = vi.fn(async () => undefined);
  const nav = { clipboard: { writeText } as unknown as Clipboard, share: overrides.share };
  return {
    writeText,
    channels: {
      shareInLine: overrides.line ?? vi.fn(async () => 'unavailable' as const),
      navigator: nav,
    } satisfies ShareChannels,
  };
}

describe('sharing an invite', () => {
  it('uses LINE’s picker first when LINE offers it, and nothing else', async () => {
    const share = vi.fn(async () => undefined);
    const line = vi.fn(async () => 'shared' as const);
    const { channels: c, writeText } = channels({ line, share });
    expect(await shareInvite(invite, c)).toBe('shared');
    expect(line).toHaveBeenCalledWith(`${invite.text} ${invite.url}`);
    expect(share).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('uses the Web Share API outside LINE', async () => {
    const share = vi.fn(async () => undefined);
    const { channels: c, writeText } = channels({ share });
    expect(await shareInvite(invite, c)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: invite.text, url: invite.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, without copying', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const { channels: c, writeText } = channels({ share });
    expect(await shareInvite(invite, c)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, or when LINE and the sheet fail', async () => {
    const plain = channels({});
    expect(await shareInvite(invite, plain.channels)).toBe('copied');
    expect(plain.writeText).toHaveBeenCalledWith(invite.url);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = channels({
      line: vi.fn(async () => {
        throw new Error('LIFF failed');
      }),
      share: vi.fn(async () => {
        throw new DOMException('no', 'NotAllowedError');
      }),
    });
    expect(await shareInvite(invite, broken.channels)).toBe('copied');
    expect(broken.writeText).toHaveBeenCalledWith(invite.url);
  });

  it('reports a refused clipboard as failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { channels: c, writeText } = channels({});
    writeText.mockRejectedValueOnce(new Error('denied'));
    expect(await shareInvite(invite, c)).toBe('failed');
  });
});
