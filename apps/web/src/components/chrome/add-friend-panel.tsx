import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/icons';
import { LineQrCode } from '@/components/ui/line-qr-code';
import { addFriendUrl, config } from '@/lib/config';

/**
 * On a phone the QR would have to be scanned by the phone showing it: one button opens the add-friend
 * link in LINE instead (issue 34), with the invitation beside it.
 */
function AddFriendButton({ handle, url }: { handle: string; url: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="add-friend-panel">
      <p className="max-w-xs text-base font-medium leading-relaxed" data-testid="add-friend-invitation">
        {t('addFriend.invitationPhone')}
      </p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('addFriend.buttonLabel', { handle })}
        className="flex min-h-12 w-full max-w-xs items-center justify-center gap-2 rounded-full bg-[#05803a] px-5 text-base font-bold text-white shadow-sm hover:bg-[#046c31] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#05803a]"
        data-testid="add-friend-open-line"
      >
        {t('addFriend.openLine')}
        <span className="font-normal">{handle}</span>
      </a>
    </div>
  );
}

/**
 * SPEC §1 / §2: the invitation to add the official account as a friend: a search-style button labelled
 * with the handle, the QR code of the add-friend link, and the invitation to scan; on a phone (`asButton`)
 * one button that opens LINE.
 */
export function AddFriendPanel({ qrSize = 160, asButton = false }: { qrSize?: number; asButton?: boolean }) {
  const { t } = useTranslation();
  const handle = config.lineOaHandle;
  const url = addFriendUrl(handle);
  if (asButton) return <AddFriendButton handle={handle} url={url} />;
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="add-friend-panel">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('addFriend.buttonLabel', { handle })}
        className="flex min-h-11 w-full max-w-xs items-center gap-3 rounded-full bg-white px-4 text-left text-ink-800 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        data-testid="add-friend-handle"
      >
        <SearchIcon className="size-5 text-ink-400" />
        <span className="font-semibold">{handle}</span>
      </a>
      <LineQrCode alt={t('addFriend.qrAlt', { handle })} size={qrSize} />
      <p className="max-w-xs text-base font-medium leading-relaxed" data-testid="add-friend-invitation">
        {t('addFriend.invitation')}
      </p>
    </div>
  );
}
