import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeIcon } from '@/components/ui/content-icons';
import { OnDemand, preloadable } from '@/lib/preloadable';
import { MEMBER_CODE_ENTRY } from '../lib/home-classes';

/** The dialog's code (QR encoder aside, which loads with any QR) comes when the member reaches for it. */
const memberCodeDialog = preloadable(() => import('./member-code-dialog').then((module) => module.MemberCodeDialog));

/**
 * Home's "My member code" (DESIGN §13), under the point balance: opens the code a till scans to earn or
 * pay with points.
 */
export function MemberCodeEntry() {
  const { t } = useTranslation('member');
  const [isOpen, setIsOpen] = useState(false);
  // Fetched as the pointer or the focus arrives; a failure shows when the dialog opens (usePreloadable).
  const preload = () => void memberCodeDialog.preload().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className={MEMBER_CODE_ENTRY.button}
        data-testid="home-member-code"
      >
        <span className={MEMBER_CODE_ENTRY.iconBox}>
          <QrCodeIcon className={MEMBER_CODE_ENTRY.icon} />
        </span>
        <span className={MEMBER_CODE_ENTRY.words}>
          <span className={MEMBER_CODE_ENTRY.title}>{t('memberCode.entry')}</span>
          <span className={MEMBER_CODE_ENTRY.body}>{t('memberCode.entryBody')}</span>
        </span>
      </button>
      {isOpen ? (
        <OnDemand component={memberCodeDialog} props={{ onClose: () => setIsOpen(false) }} fallback={null} />
      ) : null}
    </>
  );
}
