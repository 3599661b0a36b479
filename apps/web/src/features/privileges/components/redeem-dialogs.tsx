import { useTranslation } from 'react-i18next';
import { type ModalContentProps, openModal, registerModalType } from '@/components/feedback/modal-store';
import { Button } from '@/components/ui/button';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatPoints } from '@/lib/format';

export const REDEEM_CONFIRM_MODAL = 'redeemConfirm';

export interface RedeemConfirmProps {
  title: string;
  points: number;
  balance: number;
  /** The chosen shipping address in one line, for physical rewards. */
  shipTo: string | null;
}

/** The last look before points leave: what, how many, and the balance after. */
export function RedeemConfirmModal({ props, events, close, titleId }: ModalContentProps<RedeemConfirmProps>) {
  const { t, i18n } = useTranslation('redemption');
  const points = (value: number) => formatPoints(value, i18n.language);
  const confirm = () => {
    close();
    events.confirmed?.();
  };
  const rows = [
    { key: 'points', label: t('redeem.confirmPoints'), value: points(props.points) },
    { key: 'balance', label: t('redeem.confirmBalance'), value: points(props.balance) },
    { key: 'balance-after', label: t('redeem.confirmBalanceAfter'), value: points(props.balance - props.points) },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="redeem-confirm">
      <h2 id={titleId} className="text-center text-xl font-bold text-ink-900">
        {t('redeem.confirmTitle')}
      </h2>
      <p className="text-center text-lg font-semibold text-ink-800">
        <WordBreaks text={props.title} />
      </p>
      <dl className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-4" data-testid={`redeem-confirm-${row.key}`}>
            <dt className="text-ink-600">{row.label}</dt>
            <dd className="font-bold tabular-nums text-ink-900">{row.value}</dd>
          </div>
        ))}
        {props.shipTo ? (
          <div className="flex flex-col gap-1 border-t border-ink-200 pt-2" data-testid="redeem-confirm-ship-to">
            <dt className="text-ink-600">{t('redeem.confirmShipTo')}</dt>
            <dd className="text-ink-900">{props.shipTo}</dd>
          </div>
        ) : null}
      </dl>
      <div className="grid w-full gap-3 tablet:grid-cols-2">
        <Button variant="secondary" onClick={close} data-testid="redeem-confirm-cancel">
          {t('redeem.cancel')}
        </Button>
        <Button onClick={confirm} data-testid="redeem-confirm-send">
          {t('redeem.confirm')}
        </Button>
      </div>
    </div>
  );
}

// The dialog arrives with the detail screen's chunk already, so it needs no lazy import of its own.
registerModalType<RedeemConfirmProps>(REDEEM_CONFIRM_MODAL, async () => RedeemConfirmModal);

/** "Redeem X for N points?": `onConfirm` runs only when the member presses Redeem. */
export function confirmRedeem(props: RedeemConfirmProps, onConfirm: () => void): number {
  return openModal<RedeemConfirmProps>({
    type: REDEEM_CONFIRM_MODAL,
    position: 'center',
    persistent: false,
    props,
    events: { confirmed: onConfirm },
  });
}
