import { type LineShareResult, shareThroughLine } from './line-share';

export interface Invite {
  /** The words that go with the link. */
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareChannels {
  shareInLine: (text: string) => Promise<LineShareResult>;
  navigator: Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share'>>;
}

const defaultChannels = (): ShareChannels => ({ shareInLine: shareThroughLine, navigator: window.navigator });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Issue 4 referral sharing, best channel first: LINE's picker inside LINE, the device's share sheet
 * (Web Share API) where the browser has one, and otherwise the link copied for the member to paste.
 * A channel that fails hands over to the next; the member closing a sheet is not a failure.
 */
export async function shareInvite(invite: Invite, channels: ShareChannels = defaultChannels()): Promise<ShareOutcome> {
  const message = `${invite.text} ${invite.url}`;
  try {
    const inLine = await channels.shareInLine(message);
    if (inLine !== 'unavailable') return inLine;
  } catch (error) {
    console.error('LINE sharing failed; trying the next way', error);
  }
  if (channels.navigator.share) {
    try {
      await channels.navigator.share({ text: invite.text, url: invite.url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      console.error('The share sheet failed; copying the link instead', error);
    }
  }
  return (await copyText(invite.url, channels.navigator)) ? 'copied' : 'failed';
}

/** Copies to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string, nav: Pick<Navigator, 'clipboard'> = window.navigator): Promise<boolean> {
  try {
    await nav.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('The clipboard refused the text', error);
    return false;
  }
}
