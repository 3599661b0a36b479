import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '@/components/feedback/modal-store';
import { Button } from '@/components/ui/button';
import { TransferIcon } from '@/components/ui/content-icons';
import { formatPoints } from '@/lib/format';
import type { TransferConfirmProps } from '../lib/transfer-confirm';

/** The last look before points leave: how many, to whom, and that it cannot be undone. */
export function TransferConfirmModal({ props, events, close, titleId }: ModalContentProps<TransferConfirmProps>) {
  const { t, i18n } = useTranslation('points');
  const confirm = () => {
    close();
    events.confirmed?.();
  };
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="transfer-confirm">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600" aria-hidden>
        <TransferIcon className="size-7" />
      </span>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('transfer.confirmTitle')}
      </h2>
      <p className="text-lg text-ink-800">
        {t('transfer.confirmBody', {
          count: props.points,
          points: formatPoints(props.points, i18n.language),
          name: props.recipientName,
        })}
      </p>
      <p className="text-sm text-ink-600">{t('transfer.confirmNote')}</p>
      <div className="grid w-full gap-3 tablet:grid-cols-2">
        <Button variant="secondary" onClick={close} data-testid="transfer-confirm-cancel">
          {t('transfer.cancel')}
        </Button>
        <Button onClick={confirm} data-testid="transfer-confirm-send">
          {t('transfer.confirm')}
        </Button>
      </div>
    </div>
  );
}
