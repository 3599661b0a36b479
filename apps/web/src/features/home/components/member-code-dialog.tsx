import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RotatingCode, type RotatingCodeText } from '@/components/rotating-code/rotating-code';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMemberCode } from '../api/get-member-code';

/**
 * "My member code" (DESIGN §13): the code a till scans to earn points for a purchase or to pay with
 * points, as QR and Code 128 with its text and a countdown to the next one; renewed when it runs out,
 * with the screen kept awake while it shows (RotatingCode). A sheet from the bottom on a phone, a centred
 * panel from tablet up; the code is asked for while the dialog is open and never kept after.
 */
export function MemberCodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const memberCode = useMemberCode();
  const text: RotatingCodeText = {
    label: t('memberCode.label'),
    loading: t('memberCode.loading'),
    loadError: t('memberCode.loadError'),
    countdownLabel: t('memberCode.countdownLabel'),
    hint: t('memberCode.hint'),
    qrLabel: (code) => t('memberCode.qrLabel', { code }),
    barcodeLabel: (code) => t('memberCode.barcodeLabel', { code }),
    nextIn: (seconds) => t('memberCode.nextIn', { seconds }),
  };

  return (
    <Dialog
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onDismiss={onClose}
      data-testid="member-code-dialog"
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none items-end justify-center overflow-visible bg-transparent p-0 backdrop:bg-transparent open:flex tablet:items-center"
    >
      <div className="absolute inset-0 bg-ink-900/50 animate-fade-in" aria-hidden onClick={onClose} />
      <div className="relative flex max-h-full w-full max-w-md flex-col items-center gap-4 overflow-y-auto rounded-t-3xl bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center shadow-2xl animate-sheet-up tablet:rounded-3xl">
        <span className="h-1.5 w-12 shrink-0 rounded-full bg-ink-200 tablet:hidden" aria-hidden />
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('memberCode.title')}
        </h2>
        <p id={bodyId} className="text-ink-600">
          {t('memberCode.body')}
        </p>
        <RotatingCode query={memberCode} text={text} testIdPrefix="member" />
        <Button variant="ghost" className="w-full shrink-0" onClick={onClose} data-testid="member-code-close">
          {tCommon('actions.close')}
        </Button>
      </div>
    </Dialog>
  );
}
