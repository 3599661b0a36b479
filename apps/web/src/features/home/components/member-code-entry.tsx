import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClasses } from '@/components/ui/card-classes';
import { QrCodeIcon } from '@/components/ui/content-icons';
import { OnDemand, preloadable } from '@/lib/preloadable';

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
        className={cardClasses(
          { padding: 'sm', isOutlined: true, isInteractive: true },
          'flex min-h-20 w-full items-center gap-4 text-left',
        )}
        data-testid="home-member-code"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <QrCodeIcon className="size-7" />
        </span>
        <span className="flex flex-col">
          <span className="font-bold text-ink-900">{t('memberCode.entry')}</span>
          <span className="text-sm text-ink-600">{t('memberCode.entryBody')}</span>
        </span>
      </button>
      {isOpen ? (
        <OnDemand component={memberCodeDialog} props={{ onClose: () => setIsOpen(false) }} fallback={null} />
      ) : null}
    </>
  );
}
